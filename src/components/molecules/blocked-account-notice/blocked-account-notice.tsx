import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageTag } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { banIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  // The name is the account's own words: <user> isolates its direction (an Arabic name in English).
  title: defineMessage<{ name: string; user: MessageTag }>({
    id: 'blocked.title',
    defaultMessage: 'You blocked <user>{name}</user>',
  }),
  body: {
    id: 'blocked.body',
    defaultMessage: 'You don’t see their posts, and they can’t message you. Unblock to see their page again.',
  },
  unblock: { id: 'blocked.unblock', defaultMessage: 'Unblock' },
});

export interface BlockedAccountNoticeProps {
  /** The blocked account's name, as they wrote it. */
  name: string;
  onUnblock: () => void;
  /** The unblock is on its way. @default false */
  busy?: boolean;
  className?: string;
}

/** What a blocked creator's page shows instead of their posts (spec §6), with Unblock. */
export function BlockedAccountNotice({
  name,
  onUnblock,
  busy = false,
  className = '',
}: BlockedAccountNoticeProps) {
  const intl = useIntl();
  return (
    <div className={`flex flex-col items-center gap-3 px-6 py-12 text-center ${className}`}>
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-surface-sunken text-ink-muted">
        <Icon icon={banIcon} size={30} />
      </span>
      <h2 className="text-lg font-semibold text-ink">
        {intl.formatMessage(messages.title, {
          name,
          user: (chunks: ReactNode[]) => <bdi key="user">{chunks}</bdi>,
        })}
      </h2>
      <p className="max-w-sm text-sm text-ink-muted">{intl.formatMessage(messages.body)}</p>
      <Button variant="secondary" loading={busy} disabled={busy} onClick={onUnblock} className="mt-1">
        {intl.formatMessage(messages.unblock)}
      </Button>
    </div>
  );
}
