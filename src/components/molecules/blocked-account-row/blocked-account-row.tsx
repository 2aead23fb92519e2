import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button } from '../../atoms/button/button.tsx';

const messages = defineMessages({
  unblock: { id: 'blockedAccount.unblock', defaultMessage: 'Unblock' },
  unblockLabel: defineMessage<{ name: string }>({
    id: 'blockedAccount.unblockLabel',
    defaultMessage: 'Unblock {name}',
  }),
});

export interface BlockedAccountRowProps {
  /** The account as the block list has it (spec §3 "Blocked user"). */
  account: { nickname: string; username: string; thumb: string };
  /** Their page (/{lang}/{username}), which says they are blocked and offers to unblock too. */
  href: string;
  onUnblock: () => void;
  /** The unblock is on its way: the button spins and takes no second press. @default false */
  unblocking?: boolean;
  className?: string;
}

/** An account the user blocked (mine-block): picture, name and @account, and Unblock. */
export function BlockedAccountRow({
  account,
  href,
  onUnblock,
  unblocking = false,
  className = '',
}: BlockedAccountRowProps) {
  const intl = useIntl();
  const name = account.nickname || account.username;
  return (
    <div className={`flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-line/60 ${className}`}>
      <Avatar src={account.thumb} name={name} decorative size={48} />
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          className="block truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {/* The account's own name: isolated, so it reads right in either direction. */}
          <bdi>{name}</bdi>
        </Link>
        <p className="truncate text-sm text-ink-muted">
          <bdi dir="ltr">@{account.username}</bdi>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={unblocking}
        // The visible word first, so the name contains what is shown.
        aria-label={intl.formatMessage(messages.unblockLabel, { name })}
        onClick={onUnblock}
      >
        {intl.formatMessage(messages.unblock)}
      </Button>
    </div>
  );
}
