import { useIntl } from 'react-intl';
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import type { Post } from '../../../contract/entities.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon } from '../../atoms/icon/icons.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';
import { postDetailMessages as m } from './post-detail-messages.ts';

export interface PostLockedMediaProps {
  post: Post;
  onSubscribe?: (post: Post) => void;
  onBuy?: (post: Post) => void;
  /** Fill the box it is in (the overlay's media column) instead of keeping the picture's ratio. @default false */
  fill?: boolean;
}

/**
 * What a viewer without access sees of a post (spec §2): its blurred preview, a lock, and the
 * way to unlock it: Subscribe to unlock, or Buy for its price. Never an original.
 */
export function PostLockedMedia({ post, onSubscribe, onBuy, fill = false }: PostLockedMediaProps) {
  const intl = useIntl();
  const media = post.url[0];
  const hint =
    post.article_type === ARTICLE_TYPE.buy
      ? m.lockedBuy
      : post.article_type === ARTICLE_TYPE.private
        ? m.lockedPrivate
        : m.lockedSubscription;
  return (
    <div className={`relative ${fill ? 'h-full w-full' : ''}`}>
      <MediaImage
        src={null}
        placeholderSrc={media?.url_blur}
        alt={intl.formatMessage(m.media, { name: post.user.nickname || post.user.username })}
        aspectRatio={media ? media.width / media.height : 4 / 5}
        className={fill ? 'h-full' : ''}
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-black/10 via-black/35 to-black/60 p-6 text-center text-white">
        {/* Dark glass, so the lock keeps 3:1 and the words 4.5:1 over the lightest preview
            (WCAG 1.4.11, 1.4.3; issue 22): the veil alone left them at 3.7:1 on a light picture. */}
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/45 ring-1 ring-white/40 backdrop-blur-md">
          <Icon icon={lockIcon} size={30} />
        </span>
        <p className="rounded-xl bg-black/60 px-3 py-1.5 font-medium text-balance text-white">
          {intl.formatMessage(hint)}
        </p>
        {post.article_type === ARTICLE_TYPE.subscription ? (
          <Button variant="gradient" onClick={() => onSubscribe?.(post)}>
            {intl.formatMessage(m.subscribe)}
          </Button>
        ) : null}
        {post.article_type === ARTICLE_TYPE.buy ? (
          <Button variant="overlay" onClick={() => onBuy?.(post)}>
            {intl.formatMessage(m.buy, { price: formatPrice(intl, post.price) })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
