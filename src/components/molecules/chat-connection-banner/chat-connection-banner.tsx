import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';

/** The chat socket's states (spec §4). */
export type ChatConnectionState = 'OPEN' | 'CONNECTING' | 'CLOSED';

/** A closed socket reconnects by itself after this long (spec §9). */
export const RECONNECT_DELAY_MS = 3000;

const messages = defineMessages({
  connecting: { id: 'chat.connection.connecting', defaultMessage: 'Connecting…' },
  closedMark: { id: 'chat.connection.closedMark', defaultMessage: 'X_X!' },
  closed: defineMessage<{ seconds: number }>({
    id: 'chat.connection.closed',
    defaultMessage:
      'Chat is disconnected. Messages will not be sent until it reconnects, which it tries every {seconds, plural, one {# second} other {# seconds}}.',
  }),
  reconnect: { id: 'chat.connection.reconnect', defaultMessage: 'Reconnect now' },
});

export interface ChatConnectionBannerProps {
  state: ChatConnectionState;
  /** Try at once instead of waiting for the automatic retry. */
  onReconnect?: () => void;
  className?: string;
}

/**
 * The chat connection's state above the conversation: nothing while open, "Connecting…"
 * while connecting, and "X_X!" with an explanation and a reconnect button when closed.
 */
export function ChatConnectionBanner({ state, onReconnect, className = '' }: ChatConnectionBannerProps) {
  const intl = useIntl();
  // The live region stays mounted so a change of state is announced.
  return (
    <div role="status" aria-live="polite" className={className}>
      {state === 'CONNECTING' ? (
        <p className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
          <Spinner size={14} />
          {intl.formatMessage(messages.connecting)}
        </p>
      ) : null}
      {state === 'CLOSED' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 bg-red-50 px-4 py-3 text-sm text-red-900">
          <span className="font-mono text-lg font-bold">{intl.formatMessage(messages.closedMark)}</span>
          <p className="min-w-0 flex-1">
            {intl.formatMessage(messages.closed, { seconds: RECONNECT_DELAY_MS / 1000 })}
          </p>
          {onReconnect ? (
            <Button size="sm" variant="secondary" onClick={onReconnect}>
              {intl.formatMessage(messages.reconnect)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
