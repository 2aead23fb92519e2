import { useIntl } from 'react-intl';
import type { PostToReview } from '../../../contract/calls/ops-posts.ts';
import { RESOURCE_TYPE } from '../../../contract/enums.ts';
import { durationText } from '../withdrawals/withdrawal-summary.tsx';
import { opsPostsMessages as m } from './ops-posts-messages.ts';
import { useAccessText } from './post-access-text.ts';

/**
 * One waiting post in the queue: its title, its creator, who it is for, how long it has waited.
 * A button: it opens the post beside the list.
 */
export function PostToReviewSummary({
  item,
  selected,
  onOpen,
}: {
  item: PostToReview;
  selected: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const accessText = useAccessText();
  const { post } = item;
  const media =
    post.resource_type === RESOURCE_TYPE.video
      ? intl.formatMessage(m.video)
      : intl.formatMessage(m.photos, { count: post.url.length });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 flex-col gap-0.5 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span dir="auto" className="truncate font-semibold text-ink">
        {post.title || intl.formatMessage(m.untitled)}
      </span>
      <span dir="auto" className="truncate text-sm text-ink-muted">
        {post.user.nickname || post.user.username} · @{post.user.username}
      </span>
      <span className="text-sm text-ink-muted">
        {accessText(post)} · {media}
      </span>
      <span className="text-sm font-medium text-ink">
        {intl.formatMessage(m.waiting, { duration: durationText(intl, item.waiting_seconds) })}
      </span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function PostToReviewSummarySkeleton() {
  return <div className="h-28 animate-pulse rounded-card bg-surface-sunken" />;
}
