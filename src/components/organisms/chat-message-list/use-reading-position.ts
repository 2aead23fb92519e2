import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatRoomMessage } from '../../../state/chat.ts';
import { isAwayFromBottom, listChange } from './chat-message-list.logic.ts';

const messages = defineMessages({
  announce: defineMessage<{ name: string; text: string }>({
    id: 'chat.list.announce',
    defaultMessage: '{name}: {text}',
  }),
  announcePhoto: defineMessage<{ name: string }>({
    id: 'chat.list.announcePhoto',
    defaultMessage: '{name} sent a photo',
  }),
});

/** A message's key: the sign of the viewer's own (stable while it is sent), else the server's id. */
export function keyOf(message: ChatRoomMessage): string {
  return message.self || message.serverId === null ? `own-${message.id}` : `in-${message.serverId}`;
}

/**
 * Where the reader is in the conversation (spec §9): at the newest message when it opens and as
 * messages arrive while they are there; where they were when older pages come in above them;
 * further than `buttonDistance` px from the bottom they are `away`, counting the other person's
 * messages that arrived meanwhile (`newCount`). The newest of those is the `announcement`.
 */
export function useReadingPosition({
  list,
  buttonDistance,
  peerName,
}: {
  list: readonly ChatRoomMessage[];
  buttonDistance: number;
  peerName: string;
}) {
  const intl = useIntl();
  /** The scrolling box, and the list inside it (watched for growth). */
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const [away, setAway] = useState(false);
  const [newCount, setNewCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{
    first: string | undefined;
    last: string | undefined;
    height: number;
    top: number;
  }>({ first: undefined, last: undefined, height: 0, top: 0 });

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
            ? intl.formatMessage(messages.announcePhoto, { name: peerName })
            : intl.formatMessage(messages.announce, { name: peerName, text: newest.content }),
        );
      }
      // The reader's own message always brings them down; another's only if they were there.
      if (!wasAway || arrived.some((message) => message.self)) node.scrollTop = node.scrollHeight;
      else setNewCount((count) => count + theirs.length);
    }
    previous.current = { first, last, height: node.scrollHeight, top: node.scrollTop };
    setAway(isAwayFromBottom(node, buttonDistance));
  }, [list, buttonDistance, intl, peerName]);

  // Content that grows under a reader at the bottom (a picture, a font) keeps them at the bottom.
  const awayNow = useRef(false);
  useEffect(() => {
    awayNow.current = away;
  }, [away]);
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

  /** The reader scrolled: remember where, and whether they left or reached the bottom. */
  const scrolled = (node: HTMLDivElement) => {
    previous.current = { ...previous.current, height: node.scrollHeight, top: node.scrollTop };
    const isAway = isAwayFromBottom(node, buttonDistance);
    setAway(isAway);
    if (!isAway) setNewCount(0);
  };
  /** Back to the newest message (the button): smoothly unless the reader asks for less motion. */
  const backToBottom = () => {
    setNewCount(0);
    const node = scroller.current;
    if (!node) return;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollTo({ top: node.scrollHeight, behavior: reduce ? 'instant' : 'smooth' });
  };
  return { scroller, content, away, newCount, announcement, scrolled, backToBottom };
}
