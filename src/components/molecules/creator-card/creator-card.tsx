import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Creator } from '../../../contract/entities.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { buttonClasses } from '../../atoms/button/button.tsx';
import { formatCompactCount } from '../../../i18n/format.ts';

type Shown = { count: number; shown: string };

const messages = defineMessages({
  posts: defineMessage<Shown>({
    id: 'creator.posts',
    defaultMessage: '{count, plural, one {{shown} post} other {{shown} posts}}',
  }),
  views: defineMessage<Shown>({
    id: 'creator.views',
    defaultMessage: '{count, plural, one {{shown} view} other {{shown} views}}',
  }),
  check: { id: 'creator.check', defaultMessage: 'View' },
  checkLabel: defineMessage<{ name: string }>({
    id: 'creator.checkLabel',
    defaultMessage: 'View {name}’s profile',
  }),
});

export interface CreatorCardProps {
  creator: Creator;
  /** Link to the creator's profile. */
  href: string;
  /** 'tile' with the cover image (swipers), 'row' for compact lists. @default 'tile' */
  variant?: 'tile' | 'row';
  /**
   * The cover is likely the page's largest paint (the first cards of home's top row): fetched at
   * once with high priority instead of lazily. @default false
   */
  priority?: boolean;
  className?: string;
}

/** A creator to discover: cover, picture, name, post and view counts, and a link to the profile. */
export function CreatorCard({
  creator,
  href,
  variant = 'tile',
  priority = false,
  className = '',
}: CreatorCardProps) {
  const intl = useIntl();
  const name = creator.nickname || creator.username;
  const stats = (
    <p className="truncate text-xs text-ink-muted">
      {intl.formatMessage(messages.posts, {
        count: creator.post_num,
        shown: formatCompactCount(intl, creator.post_num),
      })}
      <span aria-hidden> · </span>
      {intl.formatMessage(messages.views, {
        count: creator.view_count,
        shown: formatCompactCount(intl, creator.view_count),
      })}
    </p>
  );
  const action = (
    <Link
      to={href}
      aria-label={intl.formatMessage(messages.checkLabel, { name })}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      {intl.formatMessage(messages.check)}
    </Link>
  );

  if (variant === 'row') {
    return (
      <div className={`flex items-center gap-3 py-2 ${className}`}>
        <Avatar src={creator.thumb} name={name} decorative size={44} />
        <div className="min-w-0 flex-1">
          <Link
            to={href}
            className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <bdi>{name}</bdi>
          </Link>
          {stats}
        </div>
        {action}
      </div>
    );
  }

  return (
    <div className={`overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60 ${className}`}>
      <div className="h-24 bg-gradient-to-br from-brand-400 via-brand-600 to-accent-500">
        {creator.background ? (
          <img
            src={creator.background}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="h-full w-full object-cover"
            onError={(e) => (e.currentTarget.style.display = 'none')}
          />
        ) : null}
      </div>
      <div className="-mt-9 flex flex-col items-center gap-1 px-4 pb-4 text-center">
        <Avatar src={creator.thumb} name={name} decorative size={72} ring />
        <Link
          to={href}
          className="mt-1 max-w-full truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <bdi>{name}</bdi>
        </Link>
        <p className="max-w-full truncate text-sm text-ink-muted" dir="ltr">
          @{creator.username}
        </p>
        {stats}
        <div className="mt-2">{action}</div>
      </div>
    </div>
  );
}
