import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../../contract/enums.ts';
import type { Post } from '../../../contract/entities.ts';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';
import { reviewOverlayOf } from './post-card.logic.ts';
import { PostCardCounts } from './post-card-counts.tsx';
import { PostCardHeader, PostCardText } from './post-card-header.tsx';
import { PostCardMedia } from './post-card-media.tsx';
import { postMessages as messages } from './post-messages.ts';

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

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      className={`overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60 ${className}`}
    >
      <PostCardHeader post={post} name={name} authorHref={authorHref} />
      <PostCardText post={post} postHref={postHref} />
      <PostCardMedia
        post={post}
        postHref={postHref}
        picture={picture}
        player={player}
        locked={locked}
        reviewOverlay={editMode ? reviewOverlayOf(post.status) : null}
        name={name}
        ratio={ratio}
        priority={priority}
        onSubscribe={onSubscribe}
        onBuy={onBuy}
      />
      <PostCardCounts post={post} onLike={onLike} />
    </article>
  );
}
