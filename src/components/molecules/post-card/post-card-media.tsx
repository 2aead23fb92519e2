import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../../contract/enums.ts';
import type { Post } from '../../../contract/entities.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { withSharedMessages } from '../../../i18n/messages.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon, playIcon } from '../../atoms/icon/icons.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';
import type { ReviewOverlay } from './post-card.logic.ts';
import { postMessages } from './post-messages.ts';

// Only a creator's own posts under review or processing show it (mine-post): loaded when one does,
// not on every feed's first visit (issue 8, home's budget).
// Its words are not in the first visit's catalogue but in the shared links' part (a shared page's
// card reaches it): the load waits for that part.
const PostReviewOverlay = lazy(
  withSharedMessages(() =>
    import('./post-review-overlay.tsx').then((module) => ({ default: module.PostReviewOverlay })),
  ),
);

const messages = {
  ...postMessages,
  ...defineMessages({
    moreMedia: defineMessage<{ count: number }>({
      id: 'post.moreMedia',
      defaultMessage: '{count, plural, one {+# more} other {+# more}}',
    }),
  }),
};

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * The post's media box: the blurred preview with the way to unlock a locked post, the player of
 * an open video, or the picture linking to the post; a video's length, how many more files, and
 * the owner's review overlay on top.
 */
export function PostCardMedia({
  post,
  postHref,
  picture,
  player,
  locked,
  reviewOverlay,
  ...lockedProps
}: {
  post: Post;
  postHref: string;
  /** The first picture, drawn. */
  picture: ReactNode;
  /** The video's player, for an open video post. */
  player: ReactNode;
  locked: boolean;
  reviewOverlay: ReviewOverlay | null;
} & PostLockedProps) {
  const intl = useIntl();
  const media = post.url[0];
  return (
    <div className="relative">
      {locked ? (
        <PostLocked post={post} {...lockedProps} />
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
  );
}

interface PostLockedProps {
  name: string;
  ratio: number;
  priority: boolean;
  onSubscribe?: (post: Post) => void;
  onBuy?: (post: Post) => void;
}

/** A locked post: its blurred preview, a lock, and Subscribe or Buy for its price. */
function PostLocked({ post, name, ratio, priority, onSubscribe, onBuy }: { post: Post } & PostLockedProps) {
  const intl = useIntl();
  return (
    <>
      <MediaImage
        src={null}
        placeholderSrc={post.url[0]?.url_blur}
        alt={intl.formatMessage(messages.media, { name })}
        aspectRatio={ratio}
        priority={priority}
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-black/10 via-black/30 to-black/55 p-6 text-center text-white">
        {/* Dark glass, so the lock keeps 3:1 and the words 4.5:1 over the lightest preview
            (WCAG 1.4.11, 1.4.3; issue 22): the veil alone left them at 3.5:1 on a light picture. */}
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-black/45 ring-1 ring-white/40 backdrop-blur-md">
          <Icon icon={lockIcon} size={26} />
        </span>
        <p className="rounded-xl bg-black/60 px-3 py-1.5 text-sm font-medium text-balance text-white">
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
  );
}
