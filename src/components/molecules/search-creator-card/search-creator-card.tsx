import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Creator } from '../../../contract/entities.ts';
import { formatCompactCount } from '../../../i18n/format.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button, buttonClasses } from '../../atoms/button/button.tsx';

const messages = defineMessages({
  posts: defineMessage<{ count: number; shown: string }>({
    id: 'search.creator.posts',
    defaultMessage: '{count, plural, one {{shown} post} other {{shown} posts}}',
  }),
  subscribe: { id: 'search.creator.subscribe', defaultMessage: 'Subscribe' },
  subscribeLabel: defineMessage<{ name: string }>({
    id: 'search.creator.subscribeLabel',
    defaultMessage: 'Subscribe to {name}',
  }),
  view: { id: 'search.creator.view', defaultMessage: 'View' },
  viewLabel: defineMessage<{ name: string }>({
    id: 'search.creator.viewLabel',
    defaultMessage: 'View {name}’s profile',
  }),
});

export interface SearchCreatorCardProps {
  creator: Creator;
  /** Link to the creator's profile. */
  href: string;
  /** Subscribe was chosen; shown only while the viewer is not subscribed and plans exist. */
  onSubscribe?: (creator: Creator) => void;
  className?: string;
}

/**
 * A creator in the search results: picture, name, @username and post count, with Subscribe
 * when the viewer can still subscribe, View otherwise.
 */
export function SearchCreatorCard({ creator, href, onSubscribe, className = '' }: SearchCreatorCardProps) {
  const intl = useIntl();
  const name = creator.nickname || creator.username;
  const canSubscribe = creator.is_subscribed !== 1 && creator.subscription_list.length > 0 && onSubscribe;

  return (
    <div className={`flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}>
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <Avatar src={creator.thumb} name={name} decorative size={52} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {/* The creator's own name: isolated, so it reads right in either direction. */}
          <bdi>{name}</bdi>
        </Link>
        <p className="truncate text-sm text-ink-muted">
          <span dir="ltr">@{creator.username}</span>
          <span aria-hidden> · </span>
          {intl.formatMessage(messages.posts, {
            count: creator.post_num,
            shown: formatCompactCount(intl, creator.post_num),
          })}
        </p>
      </div>
      {canSubscribe ? (
        <Button
          size="sm"
          variant="gradient"
          aria-label={intl.formatMessage(messages.subscribeLabel, { name })}
          onClick={() => onSubscribe(creator)}
        >
          {intl.formatMessage(messages.subscribe)}
        </Button>
      ) : (
        <Link
          to={href}
          aria-label={intl.formatMessage(messages.viewLabel, { name })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {intl.formatMessage(messages.view)}
        </Link>
      )}
    </div>
  );
}
