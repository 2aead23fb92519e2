import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CHAT_TEXT_MAX_LENGTH } from '../../../contract/chat/chat-rules.ts';
import type { ChatConnectionState, ChatRoomMessage } from '../../../state/chat.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { chevronStartIcon, giftIcon, lockIcon } from '../../atoms/icon/icons.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { ChatConnectionBanner } from '../../molecules/chat-connection-banner/chat-connection-banner.tsx';
import { ChatInput } from '../../molecules/chat-input/chat-input.tsx';
import { ChatMessageList, type ChatHistoryStatus } from '../chat-message-list/chat-message-list.tsx';
import { ChatRoomOptions } from './chat-room-options.tsx';
import { messageCreatorMessages } from '../../messages/common-messages.ts';
import { tipCreatorMessage } from '../../messages/tip-messages.ts';

const messages = defineMessages({
  back: { id: 'chat.room.back', defaultMessage: 'Back to conversations' },
  options: { id: 'chat.room.options', defaultMessage: 'Conversation settings' },
  subscribeBeforeChat: messageCreatorMessages.subscribeBeforeChat,
  viewPlans: messageCreatorMessages.viewPlans,
  tip: tipCreatorMessage,
});

export interface ChatRoomPeer {
  uuid: string;
  /** The nickname, else the account name. */
  name: string;
  username: string;
  avatar: string;
}

export interface ChatRoomProps {
  peer: ChatRoomPeer;
  /** Their page. */
  profileHref: string;
  /** Back to the contact list, shown on a phone (the list is beside the room from 958 px). */
  backHref?: string;
  connection: ChatConnectionState;
  /** Tries to connect at once instead of waiting for the automatic retry. */
  onReconnect?: () => void;
  /** Oldest first. */
  messages: readonly ChatRoomMessage[];
  /** @default 'idle' */
  historyStatus?: ChatHistoryStatus;
  onLoadOlder: () => void;
  /**
   * The viewer may send to them (`is_able_send_message`); otherwise the composer gives way to
   * info.subscribeBeforeChat. @default true
   */
  canMessage?: boolean;
  /** Opens their plans, offered with info.subscribeBeforeChat. */
  onViewPlans?: () => void;
  /** Opens the tip dialog for the peer, from this conversation (issue 25); offered while one may message. */
  onTip?: () => void;
  onSend: (text: string) => void;
  onAttach: (files: File[]) => void;
  onResend: (message: ChatRoomMessage) => void;
  onSeen?: (message: ChatRoomMessage) => void;
  /** A locked paid message's Unlock, for the fan (issue 25). */
  onUnlock?: (message: ChatRoomMessage) => void;
  /** Opens the paid message composer, for a creator (issue 25); no button without it. */
  onComposePaid?: () => void;
  /**
   * The conversation's settings (the fan's mute of a creator's mass messages, issue 25), in a panel
   * the header's settings button opens; no button without them. Rendered only while open.
   */
  options?: ReactNode;
  /** Puts focus on the messages as the room shows (it was just opened). @default false */
  focusOnOpen?: boolean;
  className?: string;
}

/**
 * A conversation with one person (spec §2 Chat): who it is with, the connection's state (spec §4:
 * "X_X!" when closed), the messages, and the composer, or info.subscribeBeforeChat when the viewer
 * may not write to them.
 */
export function ChatRoom({
  peer,
  profileHref,
  backHref,
  connection,
  onReconnect,
  messages: list,
  historyStatus,
  onLoadOlder,
  canMessage = true,
  onViewPlans,
  onTip,
  onSend,
  onAttach,
  onResend,
  onSeen,
  onUnlock,
  onComposePaid,
  options,
  focusOnOpen = false,
  className = '',
}: ChatRoomProps) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby={`chat-room-${peer.uuid}`}
      className={`flex min-h-0 flex-col bg-surface-muted ${className}`}
    >
      <header className="relative flex h-16 shrink-0 items-center gap-3 border-b border-line bg-surface px-2 sm:px-4">
        {backHref ? (
          <Link
            to={backHref}
            aria-label={intl.formatMessage(messages.back)}
            title={intl.formatMessage(messages.back)}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 desktop:hidden"
          >
            <Icon icon={chevronStartIcon} size={22} />
          </Link>
        ) : null}
        <Link to={profileHref} tabIndex={-1} aria-hidden className="shrink-0 rounded-full">
          <Avatar src={peer.avatar} name={peer.name} decorative size={40} />
        </Link>
        <div className="min-w-0 flex-1">
          <h2
            id={`chat-room-${peer.uuid}`}
            className="truncate text-base leading-tight font-semibold text-ink"
          >
            <Link
              to={profileHref}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <bdi>{peer.name}</bdi>
            </Link>
          </h2>
          <p className="truncate text-sm text-ink-muted">
            <span dir="ltr">@{peer.username}</span>
          </p>
        </div>
        {canMessage && onTip ? (
          <IconButton
            icon={giftIcon}
            label={intl.formatMessage(messages.tip, { name: peer.name })}
            onClick={onTip}
          />
        ) : null}
        {options ? (
          <ChatRoomOptions label={intl.formatMessage(messages.options)}>{options}</ChatRoomOptions>
        ) : null}
      </header>
      <ChatConnectionBanner state={connection} onReconnect={onReconnect} className="shrink-0" />
      <ChatMessageList
        messages={list}
        peer={peer}
        historyStatus={historyStatus}
        onLoadOlder={onLoadOlder}
        onResend={onResend}
        onSeen={onSeen}
        onUnlock={onUnlock}
        focusOnOpen={focusOnOpen}
        className="flex-1"
      />
      {canMessage ? (
        <ChatInput
          onSend={onSend}
          onAttach={onAttach}
          onComposePaid={onComposePaid}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          className="shrink-0"
        />
      ) : (
        <div className="flex shrink-0 flex-wrap items-center gap-3 border-t border-line bg-surface px-4 py-3">
          <Icon icon={lockIcon} size={20} className="shrink-0 text-ink-muted" />
          <p role="note" className="min-w-0 flex-1 text-sm text-ink">
            {intl.formatMessage(messages.subscribeBeforeChat, {
              name: peer.name,
              bdi: (chunks: ReactNode[]) => <bdi key="name">{chunks}</bdi>,
            })}
          </p>
          {onViewPlans ? (
            <Button size="sm" variant="secondary" onClick={onViewPlans}>
              {intl.formatMessage(messages.viewPlans)}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
