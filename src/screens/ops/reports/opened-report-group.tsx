import { useIntl } from 'react-intl';
import { useOpsReportGroup } from '../../../api/ops-reports-group.ts';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import type { ReportTarget } from '../../../contract/calls/ops-reports.ts';
import { opsReportsMessages as m } from './ops-reports-messages.ts';
import { ReportDecisionForm } from './report-decision-form.tsx';
import { ReportHistory } from './report-history.tsx';
import { ReportedTarget } from './reported-target.tsx';

/**
 * The opened target: the post or account, every report of it with earlier outcomes, and, while
 * some are open, the decision that closes them.
 */
export function OpenedReportGroup({
  target,
  onDecided,
}: {
  target: ReportTarget;
  onDecided: (message: string) => void;
}) {
  const intl = useIntl();
  const query = useOpsReportGroup(target);
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    >
      {(group) => (
        <div className="flex flex-col gap-6">
          <ReportedTarget group={group} />
          {group.reports.some((report) => report.status === 'open') ? (
            <section
              aria-labelledby="report-decision"
              className="flex flex-col gap-3 border-t border-line pt-4"
            >
              <h2 id="report-decision" className="text-base font-semibold text-ink">
                {intl.formatMessage(m.decisionTitle)}
              </h2>
              <p className="text-sm text-ink-muted">{intl.formatMessage(m.decisionHint)}</p>
              <ReportDecisionForm target={target} onDecided={onDecided} />
            </section>
          ) : null}
          <ReportHistory reports={group.reports} />
        </div>
      )}
    </AsyncContent>
  );
}
