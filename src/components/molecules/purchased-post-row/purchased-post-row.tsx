import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Link } from 'wouter';
import type { Post } from '../../../contract/entities.ts';
import { RESOURCE_TYPE } from '../../../contract/enums.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { playIcon } from '../../atoms/icon/icons.ts';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';
import { Price } from '../../atoms/price/price.tsx';

const messages = defineMessages({
  // The name is the creator's own words: given as a <bdi>, isolated for direction.
  by: defineMessage<{ name: MessageValue }>({ id: 'purchasedPost.by', defaultMessage: 'by {name}' }),
  video: { id: 'purchasedPost.video', defaultMessage: 'Video' },
  untitled: { id: 'purchasedPost.untitled', defaultMessage: 'Untitled post' },
});

export interface PurchasedPostRowProps {
  post: Post;
  /** The post's first picture as the screen resolved it (an encrypted original decrypted). */
  picture: ImageSourceState;
  /** The post's page (/{lang}/{username}/{id}). */
  href: string;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A post the fan bought: its picture, title (a link to the post), creator and price. */
export function PurchasedPostRow({
  post,
  picture,
  href,
  headingLevel = 3,
  className = '',
}: PurchasedPostRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = post.title || intl.formatMessage(messages.untitled);
  const media = post.url[0];
  return (
    <article
      className={`flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}
    >
      <div className="relative w-16 shrink-0 overflow-hidden rounded-control">
        <MediaImage {...picture} placeholderSrc={media?.url_blur} alt="" aspectRatio={1} decoding="sync" />
        {post.resource_type === RESOURCE_TYPE.video ? (
          <span className="absolute end-1 bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-black/55 text-white">
            <Icon icon={playIcon} size={14} />
            <span className="sr-only">{intl.formatMessage(messages.video)}</span>
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Heading dir="auto" className="truncate font-semibold text-ink">
          <Link
            to={href}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {title}
          </Link>
        </Heading>
        <p className="truncate text-sm text-ink-muted">
          {intl.formatMessage(messages.by, { name: <bdi>{post.user.nickname}</bdi> })}
        </p>
      </div>
      <Price value={post.price} size="sm" className="shrink-0" />
    </article>
  );
}
