import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { Link } from 'wouter';
import type { Post } from '../../../contract/entities.ts';
import { RESOURCE_TYPE } from '../../../contract/enums.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon, playIcon } from '../../atoms/icon/icons.ts';
import { MediaImage, type ImageSourceState } from '../../atoms/media-image/media-image.tsx';
import { isPostLocked } from '../post-card/post-card.tsx';

const messages = defineMessages({
  // The name is the creator's own words: <user> isolates its direction (an Arabic name in English).
  by: defineMessage<{ name: string; user: MessageTag }>({
    id: 'collectedPost.by',
    defaultMessage: 'by <user>{name}</user>',
  }),
  video: { id: 'collectedPost.video', defaultMessage: 'Video' },
  untitled: { id: 'collectedPost.untitled', defaultMessage: 'Untitled post' },
  locked: { id: 'collectedPost.locked', defaultMessage: 'Locked' },
});

export interface CollectedPostRowProps {
  post: Post;
  /** The post's first picture as the screen resolved it (an encrypted original decrypted). */
  picture: ImageSourceState;
  /** The post's page (/{lang}/{username}/{id}), where a locked post can be unlocked. */
  href: string;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A post the fan liked (mine-collect, the profile's collected tab): its picture (the blurred
 * preview and a lock when the fan may not open it now), its title linking to the post, its creator.
 */
export function CollectedPostRow({
  post,
  picture,
  href,
  headingLevel = 3,
  className = '',
}: CollectedPostRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locked = isPostLocked(post);
  const media = post.url[0];
  const name = post.user.nickname || post.user.username;
  return (
    <article
      className={`flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}
    >
      <div className="relative w-16 shrink-0 overflow-hidden rounded-control">
        {/* A locked post shows only its blurred preview, never an original. */}
        <MediaImage
          {...(locked ? { src: null } : picture)}
          placeholderSrc={media?.url_blur}
          alt=""
          aspectRatio={1}
          decoding="sync"
        />
        {locked ? (
          <span className="absolute inset-0 flex items-center justify-center bg-black/30 text-white">
            <Icon icon={lockIcon} size={18} />
          </span>
        ) : post.resource_type === RESOURCE_TYPE.video ? (
          <span className="absolute end-1 bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-black/55 text-white">
            <Icon icon={playIcon} size={14} />
            <span className="sr-only">{intl.formatMessage(messages.video)}</span>
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Heading className="truncate font-semibold text-ink">
          <Link
            to={href}
            dir="auto"
            className="hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.title || intl.formatMessage(messages.untitled)}
          </Link>
        </Heading>
        <p className="truncate text-sm text-ink-muted">
          {intl.formatMessage(messages.by, {
            name,
            user: (chunks: ReactNode[]) => <bdi key="user">{chunks}</bdi>,
          })}
        </p>
      </div>
      {locked ? (
        <Badge tone="warning" size="sm" icon={lockIcon}>
          {intl.formatMessage(messages.locked)}
        </Badge>
      ) : null}
    </article>
  );
}
