import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import type { Post } from '../../../contract/entities.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon } from '../../atoms/icon/icons.ts';
import { FoldedText } from '../../molecules/folded-text/folded-text.tsx';
import { isPostLocked } from '../../molecules/post-card/post-card.tsx';
import { reviewOverlayOf } from '../../molecules/post-card/post-card.logic.ts';
import { PostReviewOverlay } from '../../molecules/post-card/post-review-overlay.tsx';
import { PostDetailHeader } from './post-detail-header.tsx';
import { postDetailMessages as m } from './post-detail-messages.ts';
import { PostDetailStats } from './post-detail-stats.tsx';
import { PostLockedMedia } from './post-locked-media.tsx';

export interface PostDetailProps {
  post: Post;
  creatorHref: string;
  /** The viewer's own post: edit and delete, its review status and privacy. @default false */
  own?: boolean;
  /**
   * 'page' stacks everything (a phone); 'overlay' puts the media beside the text and comments,
   * each column scrolling on its own (the desktop dialog). @default 'page'
   */
  layout?: 'page' | 'overlay';
  /** Id of the heading naming the post (the overlay's label). Generated when absent. */
  headingId?: string;
  /** The unlocked media (photos, or the video player); a locked post shows its blurred preview instead. */
  media?: ReactNode;
  /** The comments section (its composer and list). */
  comments?: ReactNode;
  /** Where the owner edits the post (the publish screen in edit mode). */
  editHref?: string;
  onLike?: (post: Post) => void;
  onShare?: (post: Post) => void;
  onSubscribe?: (post: Post) => void;
  onBuy?: (post: Post) => void;
  onReport?: (post: Post) => void;
  onBlock?: (post: Post) => void;
  /** Opens the chat with the author. */
  onMessage?: (post: Post) => void;
  /** Opens the tip dialog for the author (issue 25). */
  onTip?: (post: Post) => void;
  onDelete?: (post: Post) => void;
  className?: string;
}

/**
 * A post on its own (spec §2 post detail): its author, media (blurred with Subscribe or Buy when
 * locked), its text folded at 2 lines, like, comment, share and view counts, and the comments.
 * The owner sees edit and delete (and the review overlay while the post waits); others see report
 * and block. The title and text are the author's own words, isolated for direction.
 */
export function PostDetail({
  post,
  creatorHref,
  own = false,
  layout = 'page',
  headingId,
  media,
  comments,
  editHref,
  onLike,
  onShare,
  onSubscribe,
  onBuy,
  onReport,
  onBlock,
  onMessage,
  onTip,
  onDelete,
  className = '',
}: PostDetailProps) {
  const intl = useIntl();
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const overlay = layout === 'overlay';
  const locked = isPostLocked(post);
  const review = own ? reviewOverlayOf(post.status) : null;
  const name = post.user.nickname || post.user.username;
  const Heading = overlay ? 'h2' : 'h1';

  const mediaBox = (
    <div className={`relative ${overlay ? 'flex min-h-full flex-col justify-center' : ''}`}>
      {locked ? (
        <PostLockedMedia post={post} onSubscribe={onSubscribe} onBuy={onBuy} fill={overlay} />
      ) : (
        media
      )}
      {review ? <PostReviewOverlay overlay={review} /> : null}
    </div>
  );

  const body = (
    <>
      <div className="space-y-1">
        <Heading
          id={titleId}
          dir="auto"
          className={post.title ? 'text-lg font-semibold text-ink' : 'sr-only'}
        >
          {post.title || intl.formatMessage(m.media, { name })}
        </Heading>
        {post.content ? (
          <FoldedText lines={2} className="text-[0.9375rem] leading-relaxed text-ink">
            <span dir="auto" className="block">
              {post.content}
            </span>
          </FoldedText>
        ) : null}
        {own && post.article_type === ARTICLE_TYPE.private ? (
          <p className="flex items-center gap-1.5 pt-1 text-sm font-medium text-ink-muted">
            <Icon icon={lockIcon} size={16} />
            {intl.formatMessage(m.privateOwn)}
          </p>
        ) : null}
      </div>
      <PostDetailStats post={post} onLike={onLike} onShare={onShare} />
      {comments ? (
        <section aria-labelledby={`${titleId}-comments`} className="border-t border-line pt-4">
          <h2 id={`${titleId}-comments`} className="mb-3 font-semibold text-ink">
            {intl.formatMessage(m.commentsTitle)}
          </h2>
          {comments}
        </section>
      ) : null}
    </>
  );

  const header = (
    <PostDetailHeader
      post={post}
      creatorHref={creatorHref}
      own={own}
      editHref={editHref}
      onDelete={onDelete && (() => onDelete(post))}
      onReport={onReport && (() => onReport(post))}
      onBlock={onBlock && (() => onBlock(post))}
      onMessage={onMessage && (() => onMessage(post))}
      onTip={onTip && (() => onTip(post))}
    />
  );

  if (overlay)
    return (
      <article
        aria-labelledby={titleId}
        className={`grid h-full min-h-0 grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] ${className}`}
      >
        {/* Several photos scroll in their column, one under the other. */}
        <div className="min-h-0 overflow-y-auto bg-black">{mediaBox}</div>
        <div className="flex min-h-0 flex-col border-s border-line">
          <div className="border-b border-line px-4 py-3 pe-14">{header}</div>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4">{body}</div>
        </div>
      </article>
    );
  return (
    <article aria-labelledby={titleId} className={`space-y-4 ${className}`}>
      <div className="px-4 desktop:px-0">{header}</div>
      <div className="bg-black desktop:overflow-hidden desktop:rounded-card">{mediaBox}</div>
      <div className="space-y-4 px-4 desktop:px-0">{body}</div>
    </article>
  );
}
