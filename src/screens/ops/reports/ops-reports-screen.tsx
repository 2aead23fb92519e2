import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsReports } from '../../../api/ops-reports.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import type { ReportTarget } from '../../../contract/calls/ops-reports.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { OpenedReportGroup } from './opened-report-group.tsx';
import { opsReportsMessages as m } from './ops-reports-messages.ts';
import { ReportGroupSummary, ReportGroupSummarySkeleton } from './report-group-summary.tsx';

const sameTarget = (a: ReportTarget | null, b: ReportTarget) => a?.type === b.type && a.id === b.id;

/**
 * /{lang}/ops/reports: the open reports grouped by the post or account they are about, the longest
 * waiting first. On a wide screen the opened target sits beside the list; on a phone it takes the
 * list's place, with a way back. A decision is announced and the target stays open to read.
 */
export function OpsReportsScreen() {
  const intl = useIntl();
  const query = useOpsReports();
  const [opened, setOpened] = useState<ReportTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = (target: ReportTarget) => {
    setDone(null);
    setOpened(target);
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.reports)}</h1>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {done}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={`min-w-0 ${opened === null ? '' : 'max-lg:hidden'}`}>
          <PagedList
            query={query}
            skeletonRow={<ReportGroupSummarySkeleton />}
            empty={{ title: intl.formatMessage(m.empty) }}
            rowKey={(group) => `${group.target.type}-${group.target.id}`}
            renderRow={(group) => (
              <ReportGroupSummary
                group={group}
                selected={sameTarget(opened, group.target)}
                onOpen={() => open(group.target)}
              />
            )}
          />
        </div>
        <section
          aria-label={intl.formatMessage(opsQueueMessages.reports)}
          className={`min-w-0 ${opened === null ? 'max-lg:hidden' : ''}`}
        >
          {opened === null ? (
            <p className="rounded-card p-6 text-ink-muted ring-1 ring-line">
              {intl.formatMessage(m.pickOne)}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="lg:hidden">
                <Button variant="ghost" size="sm" onClick={() => setOpened(null)}>
                  {intl.formatMessage(m.back)}
                </Button>
              </div>
              <OpenedReportGroup key={`${opened.type}-${opened.id}`} target={opened} onDecided={setDone} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
