import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsApplications } from '../../../api/ops-applications.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/calls/ops-applications.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { ApplicationSummary, ApplicationSummarySkeleton } from './application-summary.tsx';
import { OpenedApplication } from './opened-application.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

const TAB_NAMES = { pending: m.tabPending, approved: m.tabApproved, rejected: m.tabRejected };
const EMPTY = { pending: m.emptyPending, approved: m.emptyApproved, rejected: m.emptyRejected };

/** One tab's list: pending oldest first, decided ones latest decision first, page by page. */
function ApplicationList({
  status,
  opened,
  onOpen,
}: {
  status: ApplicationStatus;
  opened: number | null;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const query = useOpsApplications(status);
  return (
    <PagedList
      query={query}
      skeletonRow={<ApplicationSummarySkeleton />}
      empty={{ title: intl.formatMessage(EMPTY[status]) }}
      rowKey={(application) => application.id}
      renderRow={(application) => (
        <ApplicationSummary
          application={application}
          selected={application.id === opened}
          onOpen={() => onOpen(application.id)}
        />
      )}
    />
  );
}

/**
 * /{lang}/ops/applications: members asking to become creators, in three tabs (pending, approved,
 * refused). On a wide screen the opened application sits beside the list; on a phone it takes
 * the list's place, with a way back.
 */
export function OpsApplicationsScreen() {
  const intl = useIntl();
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.applications)}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TabGroup
          className={`flex min-w-0 flex-col gap-3 ${opened === null ? '' : 'max-lg:hidden'}`}
          onChange={() => setOpened(null)}
        >
          <TabList aria-label={intl.formatMessage(m.tabs)} className="flex flex-wrap gap-2">
            {APPLICATION_STATUSES.map((status) => (
              <Tab
                key={status}
                className="min-h-11 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-ink data-selected:text-surface"
              >
                {intl.formatMessage(TAB_NAMES[status])}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {APPLICATION_STATUSES.map((status) => (
              <TabPanel key={status}>
                <ApplicationList status={status} opened={opened} onOpen={setOpened} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
        <section
          aria-label={intl.formatMessage(opsQueueMessages.applications)}
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
              <OpenedApplication key={opened} id={opened} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
