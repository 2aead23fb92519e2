import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatRoomMessage } from '../../../state/chat.ts';
import { ChatScrollButton } from '../../molecules/chat-scroll-button/chat-scroll-button.tsx';
import { HistoryHead, type ChatHistoryStatus } from './chat-history-head.tsx';
import {
  CHAT_HISTORY_LOAD_DISTANCE_PX,
  CHAT_HISTORY_LOAD_INTERVAL_MS,
  CHAT_SCROLL_BUTTON_DISTANCE_PX,
} from './chat-message-list.logic.ts';
import { ChatMessageItems } from './chat-message-items.tsx';
import { useOlderPages } from './use-older-pages.ts';
import { useReadingPosition } from './use-reading-position.ts';

export type { ChatHistoryStatus };

const messages = defineMessages({
  label: defineMessage<{ name: string }>({ id: 'chat.list.label', defaultMessage: 'Messages with {name}' }),
});

export interface ChatMessageListProps {
  /** Oldest first. */
  messages: readonly ChatRoomMessage[];
  /** The other person: their picture beside their messages, their name in the labels. */
  peer: { avatar: string; name: string };
  /** @default 'idle' */
  historyStatus?: ChatHistoryStatus;
  /** Asks for the page before the oldest message. */
  onLoadOlder: () => void;
  /** Resends a failed message. */
  onResend?: (message: ChatRoomMessage) => void;
  /** An unread message came into view. */
  onSeen?: (message: ChatRoomMessage) => void;
  /** A locked paid message's Unlock (issue 25). */
  onUnlock?: (message: ChatRoomMessage) => void;
  /** Older messages are asked for this close to the top, in px (spec §9: 100). @default 100 */
  loadDistance?: number;
  /** At most one page per this many ms (spec §9: 500). @default 500 */
  loadInterval?: number;
  /** The scroll-to-bottom button shows past this distance from the bottom, in px (spec §9: 126). @default 126 */
  buttonDistance?: number;
  /**
   * Takes focus as it mounts (a room just opened, WCAG 2.4.3): a screen reader hears whose
   * messages these are, and the arrow keys scroll them. @default false
   */
  focusOnOpen?: boolean;
  className?: string;
}

/**
 * The conversation (spec §2 Chat, §9): it opens at the newest message and stays there as messages
 * arrive; scrolled up, older pages are asked for within 100 px of the top (at most every 500 ms)
 * without moving what the reader sees, and further than 126 px from the bottom a button leads back
 * down with the count of messages that arrived meanwhile. Each new message from the other person
 * is announced politely.
 */
export function ChatMessageList({
  messages: list,
  peer,
  historyStatus = 'idle',
  onLoadOlder,
  onResend,
  onSeen,
  onUnlock,
  loadDistance = CHAT_HISTORY_LOAD_DISTANCE_PX,
  loadInterval = CHAT_HISTORY_LOAD_INTERVAL_MS,
  buttonDistance = CHAT_SCROLL_BUTTON_DISTANCE_PX,
  focusOnOpen = false,
  className = '',
}: ChatMessageListProps) {
  const intl = useIntl();
  const { scroller, content, away, newCount, announcement, scrolled, backToBottom } = useReadingPosition({
    list,
    buttonDistance,
    peerName: peer.name,
  });
  const maybeLoadOlder = useOlderPages(scroller, {
    historyStatus,
    onLoadOlder,
    loadDistance,
    loadInterval,
  });

  useEffect(() => {
    if (focusOnOpen) scroller.current?.focus({ preventScroll: true });
    // Once, as the room opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A page that does not fill the room, or one that arrived while the reader stayed at the top.
  useEffect(() => {
    if (historyStatus === 'idle') maybeLoadOlder();
  }, [historyStatus, list, maybeLoadOlder]);

  return (
    <div className={`relative min-h-0 ${className}`}>
      <div
        ref={scroller}
        onScroll={(event) => {
          scrolled(event.currentTarget);
          maybeLoadOlder();
        }}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(messages.label, { name: peer.name })}
        aria-busy={historyStatus === 'loading' || undefined}
        className="flex h-full flex-col overflow-y-auto overscroll-contain px-3 py-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        {/* A short conversation sits at the bottom, by the composer, as it will when it grows. */}
        <div className="mt-auto">
          <HistoryHead status={historyStatus} onRetry={onLoadOlder} />
          <ChatMessageItems
            ref={content}
            list={list}
            peer={peer}
            onResend={onResend}
            onSeen={onSeen}
            onUnlock={onUnlock}
          />
        </div>
      </div>
      {away ? (
        <ChatScrollButton count={newCount} onClick={backToBottom} className="absolute end-4 bottom-4" />
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
