import { defineMessage, defineMessages, useIntl, type TypedMessageDescriptor } from 'react-intl';
import type { Post } from '../../../contract/entities.ts';
import { formatCompactCount } from '../../../i18n/format.ts';
import { CompactCount } from '../../atoms/compact-count/compact-count.tsx';
import { Icon, type IconShape } from '../../atoms/icon/icon.tsx';
import { commentIcon, eyeIcon, heartIcon, shareIcon } from '../../atoms/icon/icons.ts';
import { postMessages } from './post-messages.ts';

type Count = { count: number };

const messages = {
  ...postMessages,
  ...defineMessages({
    shares: defineMessage<Count>({
      id: 'post.count.shares',
      defaultMessage: '{count, plural, one {# share} other {# shares}}',
    }),
  }),
};

/** The post's likes (a button that likes it), comments, shares and views. */
export function PostCardCounts({ post, onLike }: { post: Post; onLike?: (post: Post) => void }) {
  const intl = useIntl();
  const counts: { key: string; icon: IconShape; value: number; label: TypedMessageDescriptor<Count> }[] = [
    { key: 'likes', icon: heartIcon, value: post.like_num, label: messages.likes },
    { key: 'comments', icon: commentIcon, value: post.comment_num, label: messages.comments },
    { key: 'shares', icon: shareIcon, value: post.share_num, label: messages.shares },
    { key: 'views', icon: eyeIcon, value: post.view_num, label: messages.views },
  ];
  return (
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
  );
}
