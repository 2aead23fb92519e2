import { useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/atoms/relative-time/relative-time.tsx';
import { feedbackTypeMessages } from '../../../components/organisms/feedback-form/feedback-form-messages.ts';
import type { InboxFeedback } from '../../../contract/calls/ops-feedback.ts';
import { FEEDBACK_TYPE_NAMES } from '../../../contract/rules/feedback-rules.ts';
import { opsFeedbackMessages } from './ops-feedback-messages.ts';

/** A feedback type's name; a number outside today's list shows as "Other". */
export function useFeedbackTypeName(): (type: number) => string {
  const intl = useIntl();
  return (type) => intl.formatMessage(feedbackTypeMessages[FEEDBACK_TYPE_NAMES[type - 1] ?? 'other']);
}

/** Who sent it: the member's account name, else "Visitor". */
export function useSenderName(): (feedback: InboxFeedback) => string {
  const intl = useIntl();
  return (feedback) => feedback.username ?? intl.formatMessage(opsFeedbackMessages.visitor);
}

/**
 * One feedback in the inbox: its type, the start of what it says (in its own direction), who
 * sent it, how many images, and when. A button: it opens the feedback beside the list.
 */
export function FeedbackSummary({
  feedback,
  selected,
  onOpen,
}: {
  feedback: InboxFeedback;
  selected: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const typeName = useFeedbackTypeName();
  const senderName = useSenderName();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 flex-col gap-1 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{typeName(feedback.type)}</span>
        <RelativeTime value={new Date(feedback.sentAt)} className="shrink-0 text-ink-muted" />
      </span>
      <span dir="auto" className="line-clamp-2 break-words text-ink">
        {feedback.content}
      </span>
      <span className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        <span dir="auto">{senderName(feedback)}</span>
        {feedback.attachmentCount > 0 ? (
          <span>{intl.formatMessage(opsFeedbackMessages.images, { count: feedback.attachmentCount })}</span>
        ) : null}
      </span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function FeedbackSummarySkeleton() {
  return <div className="h-24 animate-pulse rounded-card bg-surface-sunken" />;
}
