import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type TypedMessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../../contract/enums.ts';
import type { Post } from '../../../contract/entities.ts';
import { formatCompactCount, formatPrice } from '../../../i18n/format.ts';
import { withAllMessages } from '../../../i18n/messages.ts';
import { postMessages } from './post-messages.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { CompactCount } from '../../atoms/compact-count/compact-count.tsx';
import { Icon, type IconShape } from '../../atoms/icon/icon.tsx';
import { commentIcon, eyeIcon, heartIcon, lockIcon, playIcon, shareIcon } from '../../atoms/icon/icons.ts';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';
import { reviewOverlayOf } from './post-card.logic.ts';

// Only a creator's own posts under review or processing show it (mine-post): loaded when one does,
// not on every feed's first visit (issue 8, home's budget).
// Its words are not in the first visit's catalogue: the load waits for the rest of it too.
const PostReviewOverlay = lazy(
  withAllMessages(() =>
    import('./post-review-overlay.tsx').then((module) => ({ default: module.PostReviewOverlay })),
  ),
);

type Count = { count: number };

const messages = {
  ...postMessages,
  ...defineMessages({
    shares: defineMessage<Count>({
      id: 'post.count.shares',
      defaultMessage: '{count, plural, one {# share} other {# shares}}',
    }),
    moreMedia: defineMessage<Count>({
      id: 'post.moreMedia',
      defaultMessage: '{count, plural, one {+# more} other {+# more}}',
    }),
  }),
};

export interface PostCardProps {
  post: Post;
  /** Link to the author's profile. */
  authorHref: string;
  /** Link to the post itself. */
  postHref: string;
  /** Called for a locked subscription post. */
  onSubscribe?: (post: Post) => void;
  /** Called for a locked pay-per-post post. */
  onBuy?: (post: Post) => void;
  onLike?: (post: Post) => void;
  /**
   * The owner's view (post management, edit): shows the under-review, formatting and failure
   * overlays that the post's review status calls for. @default false
   */
  editMode?: boolean;
  /**
   * The first original as the screen resolved it (src/api/use-image-source.ts: an encrypted one
   * decrypted into a Blob URL). @default the post's first `url` as it is
   */
  picture?: ImageSourceState;
  /** The first card of a feed: its picture is the page's largest, fetched first. @default false */
  priority?: boolean;
  /**
   * The player of a video post, laid over its poster in the card's media box (a screen composes
   * the video feature here, lazily: it may suspend, and only this box waits). Ignored for an image
   * post and for a locked post, which keeps its blurred preview.
   */
  video?: ReactNode;
  className?: string;
}

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** True when the viewer sees only the blurred preview of a post. */
export function isPostLocked(post: Post): boolean {
  return post.article_type !== ARTICLE_TYPE.free && post.is_unlock !== 1;
}

/**
 * A post in a feed: author, text, media and counts. A locked post shows its blurred preview
 * with a lock and the way to unlock it: Subscribe, or Buy for its price.
 */
export function PostCard({
  post,
  authorHref,
  postHref,
  onSubscribe,
  onBuy,
  onLike,
  editMode = false,
  priority = false,
  picture: pictureSource,
  video,
  className = '',
}: PostCardProps) {
  const intl = useIntl();
  const locked = isPostLocked(post);
  const player = !locked && post.resource_type === RESOURCE_TYPE.video ? video : null;
  const reviewOverlay = editMode ? reviewOverlayOf(post.status) : null;
  const media = post.url[0];
  const ratio = media ? Math.min(Math.max(media.width / media.height, 0.6), 1.6) : 4 / 5;
  const name = post.user.nickname || post.user.username;
  const picture = (
    <MediaImage
      src={media?.url}
      {...pictureSource}
      placeholderSrc={media?.url_blur}
      alt={post.title || intl.formatMessage(messages.media, { name })}
      aspectRatio={ratio}
      priority={priority}
    />
  );
  const counts: { key: string; icon: IconShape; value: number; label: TypedMessageDescriptor<Count> }[] = [
    { key: 'likes', icon: heartIcon, value: post.like_num, label: messages.likes },
    { key: 'comments', icon: commentIcon, value: post.comment_num, label: messages.comments },
    { key: 'shares', icon: shareIcon, value: post.share_num, label: messages.shares },
    { key: 'views', icon: eyeIcon, value: post.view_num, label: messages.views },
  ];

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      className={`overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60 ${className}`}
    >
      <header className="flex items-center gap-3 px-4 pt-4 pb-3">
        <Link
          to={authorHref}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          tabIndex={-1}
          aria-hidden
        >
          <Avatar src={post.user.thumb} name={name} decorative size={40} />
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            id={`post-${post.id}-author`}
            to={authorHref}
            className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <bdi>{name}</bdi>
          </Link>
          <p className="truncate text-sm text-ink-muted">
            <span dir="ltr">@{post.user.username}</span>
            {post.display_ts || post.created_at ? (
              <>
                <span aria-hidden> · </span>
                <time dateTime={new Date(post.created_ts * 1000).toISOString()}>
                  {intl.formatDate(new Date((post.display_at || post.created_ts) * 1000), {
                    month: 'short',
                    day: 'numeric',
                  })}
                </time>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {post.title || post.content ? (
        <Link
          to={postHref}
          className="block px-4 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {/* The author's own words: isolated, so an Arabic caption reads right in English and back. */}
          {post.title ? (
            <h2 dir="auto" className="font-semibold text-ink">
              {post.title}
            </h2>
          ) : null}
          {post.content ? (
            <p dir="auto" className="line-clamp-2 text-[0.9375rem] leading-relaxed text-ink-muted">
              {post.content}
            </p>
          ) : null}
        </Link>
      ) : null}

      <div className="relative">
        {locked ? (
          <>
            <MediaImage
              src={null}
              placeholderSrc={media?.url_blur}
              alt={intl.formatMessage(messages.media, { name })}
              aspectRatio={ratio}
              priority={priority}
            />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-black/10 via-black/30 to-black/55 p-6 text-center text-white">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-md">
                <Icon icon={lockIcon} size={26} />
              </span>
              <p className="text-sm font-medium text-white/95 drop-shadow">
                {intl.formatMessage(
                  post.article_type === ARTICLE_TYPE.buy
                    ? messages.lockedBuy
                    : post.article_type === ARTICLE_TYPE.private
                      ? messages.lockedPrivate
                      : messages.lockedSubscription,
                )}
              </p>
              {post.article_type === ARTICLE_TYPE.subscription ? (
                <Button variant="gradient" onClick={() => onSubscribe?.(post)}>
                  {intl.formatMessage(messages.subscribe)}
                </Button>
              ) : null}
              {post.article_type === ARTICLE_TYPE.buy ? (
                <Button variant="overlay" onClick={() => onBuy?.(post)}>
                  {intl.formatMessage(messages.buy, { price: formatPrice(intl, post.price) })}
                </Button>
              ) : null}
            </div>
          </>
        ) : player ? (
          // The player takes the clicks; the post is still reached through its title.
          <>
            {picture}
            <div className="absolute inset-0">
              <Suspense>{player}</Suspense>
            </div>
          </>
        ) : (
          <Link
            to={postHref}
            className="block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            {picture}
          </Link>
        )}
        {post.resource_type === RESOURCE_TYPE.video && media && !player ? (
          <span className="pointer-events-none absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            <Icon icon={playIcon} size={12} filled />
            <span dir="ltr">{formatDuration(media.video_time)}</span>
          </span>
        ) : null}
        {post.url.length > 1 ? (
          <span className="pointer-events-none absolute end-3 top-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            {intl.formatMessage(messages.moreMedia, { count: post.url.length - 1 })}
          </span>
        ) : null}
        {reviewOverlay ? (
          // Until it arrives the media is veiled already, so a post under review never shows bare.
          <Suspense fallback={<div className="absolute inset-0 bg-black/60 backdrop-blur-md" />}>
            <PostReviewOverlay overlay={reviewOverlay} />
          </Suspense>
        ) : null}
      </div>

      <footer className="flex items-center gap-1 px-2 py-2 text-sm text-ink-muted">
        {counts.map(({ key, icon, value, label }) =>
          key === 'likes' ? (
            <button
              key={key}
              type="button"
              onClick={() => onLike?.(post)}
              aria-pressed={post.is_liked === 1}
              aria-label={`${intl.formatMessage(messages.like)} ${formatCompactCount(intl, value)}`}
              className={`inline-flex h-9 min-w-9 items-center gap-1.5 rounded-full px-2.5 transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600 ${post.is_liked ? 'text-pink-700' : ''}`}
            >
              <Icon icon={heartIcon} size={19} filled={post.is_liked === 1} />
              <CompactCount value={value} />
            </button>
          ) : (
            <span
              key={key}
              className="inline-flex h-9 items-center gap-1.5 px-2.5"
              aria-label={intl.formatMessage(label, { count: value })}
              role="img"
            >
              <Icon icon={icon} size={19} />
              <CompactCount value={value} />
            </span>
          ),
        )}
      </footer>
    </article>
  );
}
