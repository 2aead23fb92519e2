import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Comment as CommentEntity } from '../../../contract/entities-social.ts';
import { formatCompactCount } from '../../../i18n/format.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { chevronDownIcon, heartIcon } from '../../atoms/icon/icons.ts';
import { RelativeTime } from '../../atoms/relative-time/relative-time.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { toggleLike, type LikeState } from './comment.logic.ts';

const messages = defineMessages({
  like: { id: 'comment.like', defaultMessage: 'Like' },
  reply: { id: 'comment.reply', defaultMessage: 'Reply' },
  replyTo: defineMessage<{ name: string }>({ id: 'comment.replyTo', defaultMessage: 'Reply to {name}' }),
  showReplies: defineMessage<{ count: number }>({
    id: 'comment.showReplies',
    defaultMessage: '{count, plural, one {# reply} other {# replies}}',
  }),
  hideReplies: { id: 'comment.hideReplies', defaultMessage: 'Hide replies' },
  moreReplies: { id: 'comment.moreReplies', defaultMessage: 'Show more replies' },
});

export interface CommentProps {
  comment: CommentEntity;
  /** Replies loaded so far; shown once the viewer expands them. */
  replies?: readonly CommentEntity[];
  /** Replies are being fetched. @default false */
  repliesLoading?: boolean;
  /** More replies than those loaded: a "Show more replies" button asks for the next page. @default false */
  hasMoreReplies?: boolean;
  onMoreReplies?: (comment: CommentEntity) => void;
  /**
   * The viewer toggled like; the count changes at once. A rejected promise rolls it back.
   * Visitors get the login dialog from the screen, which passes a handler that opens it.
   */
  onLike?: (comment: CommentEntity, liked: boolean) => void | Promise<unknown>;
  onReply?: (comment: CommentEntity) => void;
  /** The replies were expanded for the first time: fetch them. */
  onLoadReplies?: (comment: CommentEntity) => void;
  /** "Now" for the relative time; fixed in stories. Live clock when omitted. */
  now?: number;
  className?: string;
}

/** A comment (or reply): author, text, when, a like that updates at once, Reply, and replies. */
export function Comment({
  comment,
  replies = [],
  repliesLoading = false,
  hasMoreReplies = false,
  onMoreReplies,
  onLike,
  onReply,
  onLoadReplies,
  now,
  className = '',
}: CommentProps) {
  const intl = useIntl();
  const repliesId = useId();
  const [like, setLike] = useState<LikeState>({ liked: comment.liked, like: comment.like });
  // The server's state wins when it arrives (a like replayed after a login, a refetch).
  const [shown, setShown] = useState({ liked: comment.liked, like: comment.like });
  if (shown.liked !== comment.liked || shown.like !== comment.like) {
    setShown({ liked: comment.liked, like: comment.like });
    setLike({ liked: comment.liked, like: comment.like });
  }
  const [expanded, setExpanded] = useState(false);
  const isReply = comment.reply_comment_id > 0;
  const name = comment.author.nickname;
  const likeLabel = intl.formatMessage(messages.like);

  const handleLike = () => {
    const before = like;
    const next = toggleLike(before);
    setLike(next);
    // Roll back only if the call fails; the server's count arrives with the next fetch.
    void Promise.resolve(onLike?.(comment, next.liked === 1)).catch(() => setLike(before));
  };
  const toggleReplies = () => {
    if (!expanded && replies.length === 0) onLoadReplies?.(comment);
    setExpanded(!expanded);
  };

  return (
    <article className={`flex gap-3 ${className}`} aria-label={name}>
      <Avatar src={comment.author.thumb} name={name} decorative size={isReply ? 28 : 36} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <bdi className="font-semibold text-ink">{name}</bdi>
          <RelativeTime value={comment.created_ts * 1000} now={now} className="text-xs text-ink-muted" />
        </p>
        {/* The commenter's own words: isolated, so their direction reads right in any interface. */}
        <p
          dir="auto"
          className="mt-0.5 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line text-ink"
        >
          {comment.content}
        </p>
        <div className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
          <button
            type="button"
            onClick={handleLike}
            aria-pressed={like.liked === 1}
            aria-label={`${likeLabel} ${formatCompactCount(intl, like.like)}`}
            className={`-ms-2 inline-flex h-8 min-w-8 items-center gap-1 rounded-full px-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600 ${like.liked ? 'text-pink-700' : ''}`}
          >
            <Icon icon={heartIcon} size={16} filled={like.liked === 1} />
            <span>{formatCompactCount(intl, like.like)}</span>
          </button>
          {onReply ? (
            <button
              type="button"
              onClick={() => onReply(comment)}
              aria-label={intl.formatMessage(messages.replyTo, { name })}
              className="inline-flex h-8 items-center rounded-full px-2 font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(messages.reply)}
            </button>
          ) : null}
        </div>
        {!isReply && comment.reply_num > 0 ? (
          <>
            <button
              type="button"
              onClick={toggleReplies}
              aria-expanded={expanded}
              aria-controls={repliesId}
              className="mt-1 inline-flex h-8 items-center gap-1 rounded-full pe-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon icon={chevronDownIcon} size={16} className={expanded ? 'rotate-180' : ''} />
              {expanded
                ? intl.formatMessage(messages.hideReplies)
                : intl.formatMessage(messages.showReplies, { count: comment.reply_num })}
            </button>
            <div id={repliesId} hidden={!expanded} className="mt-2 space-y-3">
              {expanded
                ? replies.map((reply) => (
                    <Comment key={reply.id} comment={reply} onLike={onLike} onReply={onReply} now={now} />
                  ))
                : null}
              {expanded && repliesLoading ? <Spinner size={20} announce className="text-brand-600" /> : null}
              {expanded && hasMoreReplies && !repliesLoading ? (
                <button
                  type="button"
                  onClick={() => onMoreReplies?.(comment)}
                  className="inline-flex h-8 items-center rounded-full px-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {intl.formatMessage(messages.moreReplies)}
                </button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
