import { useIntl } from 'react-intl';
import type { Post } from '../../../contract/entities.ts';
import { formatCompactCount } from '../../../i18n/format.ts';
import { CompactCount } from '../../atoms/compact-count/compact-count.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { commentIcon, eyeIcon, heartIcon, shareIcon } from '../../atoms/icon/icons.ts';
import { postDetailMessages as m } from './post-detail-messages.ts';

export interface PostDetailStatsProps {
  post: Post;
  onLike?: (post: Post) => void;
  /** Copies the post's link (spec §8 copy.link / copy.fail). */
  onShare?: (post: Post) => void;
}

const ACTION =
  'inline-flex h-10 min-w-10 items-center gap-1.5 rounded-full px-3 transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600';

/** A post's like (a toggle), comment, share (copy link) and view counts. */
export function PostDetailStats({ post, onLike, onShare }: PostDetailStatsProps) {
  const intl = useIntl();
  const liked = post.is_liked === 1;
  return (
    <div className="-mx-3 flex flex-wrap items-center gap-1 text-sm text-ink-muted">
      <button
        type="button"
        onClick={() => onLike?.(post)}
        aria-pressed={liked}
        aria-label={`${intl.formatMessage(m.like)} ${formatCompactCount(intl, post.like_num)}`}
        className={`${ACTION} ${liked ? 'text-pink-700' : ''}`}
      >
        <Icon icon={heartIcon} size={20} filled={liked} />
        <CompactCount value={post.like_num} />
      </button>
      <span
        role="img"
        aria-label={intl.formatMessage(m.comments, { count: post.comment_num })}
        className="inline-flex h-10 items-center gap-1.5 px-3"
      >
        <Icon icon={commentIcon} size={20} />
        <CompactCount value={post.comment_num} />
      </span>
      <button
        type="button"
        onClick={() => onShare?.(post)}
        aria-label={intl.formatMessage(m.share, {
          count: post.share_num,
          shown: formatCompactCount(intl, post.share_num),
        })}
        className={ACTION}
      >
        <Icon icon={shareIcon} size={20} />
        <CompactCount value={post.share_num} />
      </button>
      <span
        role="img"
        aria-label={intl.formatMessage(m.views, { count: post.view_num })}
        className="ms-auto inline-flex h-10 items-center gap-1.5 px-3"
      >
        <Icon icon={eyeIcon} size={20} />
        <CompactCount value={post.view_num} />
      </span>
    </div>
  );
}
