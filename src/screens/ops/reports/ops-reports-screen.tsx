import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsReports } from '../../../api/ops-reports.ts';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import type { ReportTarget } from '../../../contract/calls/ops-reports.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { DecisionStatus, ListBesideOpened, OpsPage } from '../queue/queue-layout.tsx';
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
    <OpsPage title={intl.formatMessage(opsQueueMessages.reports)}>
      <DecisionStatus message={done} />
      <ListBesideOpened
        label={intl.formatMessage(opsQueueMessages.reports)}
        pickOne={intl.formatMessage(m.pickOne)}
        backLabel={intl.formatMessage(m.back)}
        onBack={() => setOpened(null)}
        opened={
          opened === null ? null : (
            <OpenedReportGroup key={`${opened.type}-${opened.id}`} target={opened} onDecided={setDone} />
          )
        }
        list={
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
        }
      />
    </OpsPage>
  );
}
