import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatRoomMessage } from '../../../state/chat.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { ChatBubble } from '../../molecules/chat-bubble/chat-bubble.tsx';
import { ChatScrollButton } from '../../molecules/chat-scroll-button/chat-scroll-button.tsx';
import {
  CHAT_HISTORY_LOAD_DISTANCE_PX,
  CHAT_HISTORY_LOAD_INTERVAL_MS,
  CHAT_SCROLL_BUTTON_DISTANCE_PX,
  isAwayFromBottom,
  isNearTop,
  listChange,
  waitBeforeLoad,
} from './chat-message-list.logic.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  label: defineMessage<{ name: string }>({ id: 'chat.list.label', defaultMessage: 'Messages with {name}' }),
  loadingOlder: { id: 'chat.list.loadingOlder', defaultMessage: 'Loading earlier messages…' },
  olderFailed: { id: 'chat.list.olderFailed', defaultMessage: 'Couldn’t load earlier messages.' },
  retry: commonMessages.retry,
  start: { id: 'chat.list.start', defaultMessage: 'This is the start of your conversation.' },
  announce: defineMessage<{ name: string; text: string }>({
    id: 'chat.list.announce',
    defaultMessage: '{name}: {text}',
  }),
  announcePhoto: defineMessage<{ name: string }>({
    id: 'chat.list.announcePhoto',
    defaultMessage: '{name} sent a photo',
  }),
});

/** Where the conversation's older pages stand. */
export type ChatHistoryStatus = 'idle' | 'loading' | 'error' | 'done';

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
  /** Older messages are asked for this close to the top, in px (spec §9: 100). @default 100 */
  loadDistance?: number;
  /** At most one page per this many ms (spec §9: 500). @default 500 */
  loadInterval?: number;
  /** The scroll-to-bottom button shows past this distance from the bottom, in px (spec §9: 126). @default 126 */
  buttonDistance?: number;
  className?: string;
}

/** A message's key: the sign of the viewer's own (stable while it is sent), else the server's id. */
function keyOf(message: ChatRoomMessage): string {
  return message.self || message.serverId === null ? `own-${message.id}` : `in-${message.serverId}`;
}

function dayOf(timestamp: number): string {
  return new Date(timestamp).toDateString();
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
  loadDistance = CHAT_HISTORY_LOAD_DISTANCE_PX,
  loadInterval = CHAT_HISTORY_LOAD_INTERVAL_MS,
  buttonDistance = CHAT_SCROLL_BUTTON_DISTANCE_PX,
  className = '',
}: ChatMessageListProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(false);
  const [newCount, setNewCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{
    first: string | undefined;
    last: string | undefined;
    height: number;
    top: number;
  }>({
    first: undefined,
    last: undefined,
    height: 0,
    top: 0,
  });
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ historyStatus, onLoadOlder, loadDistance, loadInterval });
  useEffect(() => {
    latest.current = { historyStatus, onLoadOlder, loadDistance, loadInterval };
  });

  /** Asks for the previous page when near the top, idle, and the interval has passed. */
  const maybeLoadOlder = useCallback(() => {
    const attempt = () => {
      const node = scroller.current;
      const current = latest.current;
      if (!node || current.historyStatus !== 'idle' || !isNearTop(node, current.loadDistance)) return;
      if (loadTimer.current !== undefined) return;
      const wait = waitBeforeLoad(Date.now(), lastLoad.current, current.loadInterval);
      if (wait > 0) {
        loadTimer.current = setTimeout(() => {
          loadTimer.current = undefined;
          attempt();
        }, wait);
        return;
      }
      lastLoad.current = Date.now();
      current.onLoadOlder();
    };
    attempt();
  }, []);
  useEffect(() => () => clearTimeout(loadTimer.current), []);

  const scrollToBottom = useCallback((smooth: boolean) => {
    const node = scroller.current;
    if (!node) return;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollTo({ top: node.scrollHeight, behavior: smooth && !reduce ? 'smooth' : 'instant' });
  }, []);

  // Before paint: where the reader was decides where they are after the list changed.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = previous.current;
    const first = list[0] ? keyOf(list[0]) : undefined;
    const last = list.at(-1) ? keyOf(list.at(-1)!) : undefined;
    const change = listChange(before, { first, last });
    if (change === 'first') {
      node.scrollTop = node.scrollHeight;
    } else if (change === 'older') {
      // Pages above the reader: keep the messages they were looking at where they were.
      node.scrollTop = before.top + (node.scrollHeight - before.height);
    } else if (change === 'newer') {
      const wasAway = isAwayFromBottom(
        { scrollTop: before.top, scrollHeight: before.height, clientHeight: node.clientHeight },
        buttonDistance,
      );
      const start = list.findIndex((message) => keyOf(message) === before.last) + 1;
      const arrived = list.slice(start);
      const theirs = arrived.filter((message) => !message.self);
      const newest = theirs.at(-1);
      if (newest) {
        setAnnouncement(
          newest.contentType === 'photos'
            ? intl.formatMessage(messages.announcePhoto, { name: peer.name })
            : intl.formatMessage(messages.announce, { name: peer.name, text: newest.content }),
        );
      }
      // The reader's own message always brings them down; another's only if they were there.
      if (!wasAway || arrived.some((message) => message.self)) node.scrollTop = node.scrollHeight;
      else setNewCount((count) => count + theirs.length);
    }
    previous.current = { first, last, height: node.scrollHeight, top: node.scrollTop };
    setAway(isAwayFromBottom(node, buttonDistance));
  }, [list, buttonDistance, intl, peer.name]);

  // Content that grows under a reader at the bottom (a picture, a font) keeps them at the bottom.
  const awayNow = useRef(false);
  useEffect(() => {
    awayNow.current = away;
  }, [away]);
  const content = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const node = scroller.current;
    const inner = content.current;
    if (!node || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (!awayNow.current) node.scrollTop = node.scrollHeight;
      previous.current = { ...previous.current, height: node.scrollHeight, top: node.scrollTop };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // A page that does not fill the room, or one that arrived while the reader stayed at the top.
  useEffect(() => {
    if (historyStatus === 'idle') maybeLoadOlder();
  }, [historyStatus, list, maybeLoadOlder]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    previous.current = { ...previous.current, height: node.scrollHeight, top: node.scrollTop };
    const isAway = isAwayFromBottom(node, buttonDistance);
    setAway(isAway);
    if (!isAway) setNewCount(0);
    maybeLoadOlder();
  };

  return (
    <div className={`relative min-h-0 ${className}`}>
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(messages.label, { name: peer.name })}
        aria-busy={historyStatus === 'loading' || undefined}
        className="flex h-full flex-col overflow-y-auto overscroll-contain px-3 py-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        {/* A short conversation sits at the bottom, by the composer, as it will when it grows. */}
        <div className="mt-auto">
          <HistoryHead status={historyStatus} onRetry={onLoadOlder} />
          <ol ref={content} className="flex flex-col gap-3">
            {list.map((message, index) => {
              const day = dayOf(message.timestamp);
              const newDay = index === 0 || dayOf(list[index - 1]!.timestamp) !== day;
              return (
                <Fragment key={keyOf(message)}>
                  {newDay ? (
                    <li className="flex justify-center py-1">
                      <span className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-medium text-ink-muted">
                        {intl.formatDate(message.timestamp, {
                          year: 'numeric',
                          month: 'long',
                          day: 'numeric',
                        })}
                      </span>
                    </li>
                  ) : null}
                  <li>
                    <ChatBubble
                      message={message}
                      peer={peer}
                      aspectRatio={
                        message.width > 0 && message.height > 0 ? message.width / message.height : undefined
                      }
                      onRetry={onResend}
                      onSeen={onSeen}
                    />
                  </li>
                </Fragment>
              );
            })}
          </ol>
        </div>
      </div>
      {away ? (
        <ChatScrollButton
          count={newCount}
          onClick={() => {
            setNewCount(0);
            scrollToBottom(true);
          }}
          className="absolute end-4 bottom-4"
        />
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function HistoryHead({ status, onRetry }: { status: ChatHistoryStatus; onRetry: () => void }) {
  const intl = useIntl();
  if (status === 'loading') {
    // Over the list, not above it: a line pushed in above the reader would move what they read.
    return (
      <p
        role="status"
        className="sticky top-0 z-10 mx-auto -mb-8 flex h-8 w-fit items-center gap-2 rounded-full bg-surface px-3 text-sm text-ink-muted shadow-md ring-1 ring-line"
      >
        <Spinner size={16} className="text-brand-600" />
        {intl.formatMessage(messages.loadingOlder)}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 pb-4 text-sm text-ink-muted">
        <p className="flex items-center gap-2">
          <Icon icon={alertIcon} size={16} className="text-red-600" />
          {intl.formatMessage(messages.olderFailed)}
        </p>
        <Button variant="secondary" size="sm" icon={<Icon icon={refreshIcon} size={16} />} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  if (status === 'done') {
    return <p className="pb-4 text-center text-xs text-ink-muted">{intl.formatMessage(messages.start)}</p>;
  }
  return null;
}
