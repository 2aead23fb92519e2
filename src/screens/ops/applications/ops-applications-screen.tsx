import { useOpsApplications } from '../../../api/ops-applications.ts';
import { APPLICATION_STATUSES } from '../../../contract/calls/ops-applications.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { OpsQueueScreen } from '../queue/ops-queue-screen.tsx';
import { ApplicationSummary, ApplicationSummarySkeleton } from './application-summary.tsx';
import { OpenedApplication } from './opened-application.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

const TAB_NAMES = { pending: m.tabPending, approved: m.tabApproved, rejected: m.tabRejected };
const EMPTY = { pending: m.emptyPending, approved: m.emptyApproved, rejected: m.emptyRejected };

/**
 * /{lang}/ops/applications: members asking to become creators, in three tabs (pending, approved,
 * refused): pending oldest first, decided ones latest decision first, page by page. On a wide
 * screen the opened application sits beside the list; on a phone it takes the list's place, with
 * a way back.
 */
export function OpsApplicationsScreen() {
  return (
    <OpsQueueScreen
      title={opsQueueMessages.applications}
      statuses={APPLICATION_STATUSES}
      tabNames={TAB_NAMES}
      empty={EMPTY}
      messages={m}
      useQueue={useOpsApplications}
      rowId={(application) => application.id}
      skeletonRow={<ApplicationSummarySkeleton />}
      renderRow={(application, selected, onOpen) => (
        <ApplicationSummary application={application} selected={selected} onOpen={onOpen} />
      )}
      renderOpened={(id) => <OpenedApplication id={id} />}
    />
  );
}
