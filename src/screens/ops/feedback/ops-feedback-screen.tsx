import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsFeedback } from '../../../api/ops-feedback.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../contract/calls/ops-feedback.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { FeedbackSummary, FeedbackSummarySkeleton } from './feedback-summary.tsx';
import { OpenedFeedback } from './opened-feedback.tsx';
import { opsFeedbackMessages } from './ops-feedback-messages.ts';

const TAB_NAMES = { new: opsFeedbackMessages.tabNew, handled: opsFeedbackMessages.tabHandled };
const EMPTY = { new: opsFeedbackMessages.emptyNew, handled: opsFeedbackMessages.emptyHandled };

/** One tab's list: the feedback of that status, newest first, page by page. */
function FeedbackInbox({
  status,
  opened,
  onOpen,
}: {
  status: FeedbackStatus;
  opened: number | null;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const query = useOpsFeedback(status);
  return (
    <PagedList
      query={query}
      skeletonRow={<FeedbackSummarySkeleton />}
      empty={{ title: intl.formatMessage(EMPTY[status]) }}
      rowKey={(feedback) => feedback.id}
      renderRow={(feedback) => (
        <FeedbackSummary
          feedback={feedback}
          selected={feedback.id === opened}
          onOpen={() => onOpen(feedback.id)}
        />
      )}
    />
  );
}

/**
 * /{lang}/ops/feedback: the inbox of what visitors and members sent, in two tabs (new, handled).
 * On a wide screen the opened feedback sits beside the list; on a phone it takes the list's place,
 * with a way back.
 */
export function OpsFeedbackScreen() {
  const intl = useIntl();
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.feedback)}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TabGroup
          className={`flex min-w-0 flex-col gap-3 ${opened === null ? '' : 'max-lg:hidden'}`}
          onChange={() => setOpened(null)}
        >
          <TabList aria-label={intl.formatMessage(opsFeedbackMessages.tabs)} className="flex gap-2">
            {FEEDBACK_STATUSES.map((status) => (
              <Tab
                key={status}
                className="min-h-11 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-ink data-selected:text-surface"
              >
                {intl.formatMessage(TAB_NAMES[status])}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {FEEDBACK_STATUSES.map((status) => (
              <TabPanel key={status}>
                <FeedbackInbox status={status} opened={opened} onOpen={setOpened} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
        <section
          aria-label={intl.formatMessage(opsQueueMessages.feedback)}
          className={`min-w-0 ${opened === null ? 'max-lg:hidden' : ''}`}
        >
          {opened === null ? (
            <p className="rounded-card p-6 text-ink-muted ring-1 ring-line">
              {intl.formatMessage(opsFeedbackMessages.pickOne)}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="lg:hidden">
                <Button variant="ghost" size="sm" onClick={() => setOpened(null)}>
                  {intl.formatMessage(opsFeedbackMessages.back)}
                </Button>
              </div>
              <OpenedFeedback key={opened} id={opened} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
