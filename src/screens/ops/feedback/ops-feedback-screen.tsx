import { useOpsFeedback } from '../../../api/ops-feedback.ts';
import { FEEDBACK_STATUSES } from '../../../contract/calls/ops-feedback.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { OpsQueueScreen } from '../queue/ops-queue-screen.tsx';
import { FeedbackSummary, FeedbackSummarySkeleton } from './feedback-summary.tsx';
import { OpenedFeedback } from './opened-feedback.tsx';
import { opsFeedbackMessages as m } from './ops-feedback-messages.ts';

const TAB_NAMES = { new: m.tabNew, handled: m.tabHandled };
const EMPTY = { new: m.emptyNew, handled: m.emptyHandled };

/**
 * /{lang}/ops/feedback: the inbox of what visitors and members sent, in two tabs (new, handled),
 * newest first, page by page. On a wide screen the opened feedback sits beside the list; on a
 * phone it takes the list's place, with a way back.
 */
export function OpsFeedbackScreen() {
  return (
    <OpsQueueScreen
      title={opsQueueMessages.feedback}
      statuses={FEEDBACK_STATUSES}
      tabNames={TAB_NAMES}
      empty={EMPTY}
      messages={m}
      wrapTabs={false}
      useQueue={useOpsFeedback}
      rowId={(feedback) => feedback.id}
      skeletonRow={<FeedbackSummarySkeleton />}
      renderRow={(feedback, selected, onOpen) => (
        <FeedbackSummary feedback={feedback} selected={selected} onOpen={onOpen} />
      )}
      renderOpened={(id) => <OpenedFeedback id={id} />}
    />
  );
}
