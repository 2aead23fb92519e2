/**
 * The chat's client state (spec §3 "Chat user", §4): the socket's connection and, per person, the
 * conversation as this device holds it: messages oldest first with their status, and where the
 * history stands (loading, noMore). A conversation is a live log merged from three sources, the
 * history pages, the socket's events and the viewer's own messages still sending, so it is kept
 * here rather than in the query cache, which cannot hold a message before the server stored it
 * (docs/decisions.md, "Chat in the app"). Cleared at logout.
 */
import { proxy } from 'valtio';
import type { ChatWireMessage } from '../contract/chat/chat-entities.ts';
import type { ChatMessage } from '../contract/entities-social.ts';
import { CHAT_MESSAGE_STATUS } from '../contract/enums.ts';

/** The socket's states (spec §4). */
export type ChatConnectionState = 'OPEN' | 'CONNECTING' | 'CLOSED';

/** A message as the room shows it: the spec's chat message, plus what the server gave it. */
export interface ChatRoomMessage extends ChatMessage {
  /** The server's id once stored (orders the conversation); null while sending or failed. */
  serverId: number | null;
  /** A photo's size in pixels (0 for text, or while unknown). */
  width: number;
  height: number;
}

export interface ChatConversation {
  /** Oldest first: stored messages by server id, then the viewer's unsent ones by time. */
  messages: ChatRoomMessage[];
  /** Where the next older page starts; '' once there is nothing older. */
  cursor: string;
  /** The newest page has been read from the server. */
  loaded: boolean;
  /** A page is being read. */
  loading: boolean;
  /** Nothing older is left to read. */
  noMore: boolean;
  /** The last page's failure, shown with a retry; null when none. */
  error: string | null;
}

export interface ChatState {
  connection: ChatConnectionState;
  /** Conversations by the other person's uuid. */
  conversations: Record<string, ChatConversation>;
}

export const chat = proxy<ChatState>({ connection: 'CLOSED', conversations: {} });

function emptyConversation(): ChatConversation {
  return { messages: [], cursor: '', loaded: false, loading: false, noMore: false, error: null };
}

/** The conversation with `peer`, created empty the first time it is asked for. */
export function conversationWith(peer: string): ChatConversation {
  return (chat.conversations[peer] ??= emptyConversation());
}

/** The other person of a stored message, for the viewer. */
export function peerOf(wire: ChatWireMessage): string {
  return wire.self ? wire.to_uuid : wire.from_uuid;
}

/** A stored message as the room shows it. */
export function roomMessageOf(wire: ChatWireMessage): ChatRoomMessage {
  return {
    id: wire.sign,
    serverId: wire.id,
    // The server's clock, not the sender's device (which may be wrong).
    timestamp: wire.created_ts * 1000,
    content: wire.content,
    contentType: wire.msgType,
    ...(wire.msgType === 'tip' ? { tipAmount: wire.tip_amount } : {}),
    ...(wire.msgType === 'paid' ? { paid: paidOf(wire) } : {}),
    self: wire.self === 1,
    status: CHAT_MESSAGE_STATUS.success,
    unread: wire.unread === 1,
    width: wire.width,
    height: wire.height,
  };
}

/** A paid message's price, pictures and purchase, as the viewer was sent them. */
function paidOf(wire: ChatWireMessage): NonNullable<ChatRoomMessage['paid']> {
  return {
    price: wire.price,
    media: wire.media.map((picture) => ({ ...picture })),
    video: wire.video && {
      status: wire.video.status,
      posterBlur: wire.video.poster_blur,
      poster: wire.video.poster,
      hls: wire.video.hls,
      duration: wire.video.duration,
      width: wire.video.width,
      height: wire.video.height,
    },
    bought: wire.bought === 1,
  };
}

/** Stored messages by server id, then unsent ones by the time they were written. */
function compareMessages(a: ChatRoomMessage, b: ChatRoomMessage): number {
  if (a.serverId !== null && b.serverId !== null) return a.serverId - b.serverId;
  if (a.serverId !== null) return -1;
  if (b.serverId !== null) return 1;
  return a.timestamp - b.timestamp;
}

/**
 * Adds stored messages to a conversation, each once: one already held by its server id is kept
 * as it is (delivery is at least once), except a paid message, which the server sends again when
 * it was bought (unlocked for the fan, `bought` for the creator) or refunded: its paid parts are
 * replaced. The viewer's own unsent message with the same sign becomes the stored one. Answers
 * how many were new.
 */
function mergeStored(conversation: ChatConversation, wires: readonly ChatWireMessage[]): number {
  const held = new Set<number>();
  for (const message of conversation.messages) if (message.serverId !== null) held.add(message.serverId);
  let added = 0;
  for (const wire of wires) {
    if (held.has(wire.id)) {
      if (wire.msgType === 'paid') {
        const message = conversation.messages.find((candidate) => candidate.serverId === wire.id);
        if (message) message.paid = paidOf(wire);
      }
      continue;
    }
    held.add(wire.id);
    const own = wire.self
      ? conversation.messages.find((message) => message.serverId === null && message.id === wire.sign)
      : undefined;
    if (own) {
      storeOwn(own, wire);
      continue;
    }
    conversation.messages.push(roomMessageOf(wire));
    added += 1;
  }
  conversation.messages.sort(compareMessages);
  return added;
}

/** The viewer's unsent message, now stored: its photo keeps the local preview it already shows. */
function storeOwn(message: ChatRoomMessage, wire: ChatWireMessage): void {
  const stored = roomMessageOf(wire);
  Object.assign(message, {
    serverId: stored.serverId,
    timestamp: stored.timestamp,
    status: CHAT_MESSAGE_STATUS.success,
    width: stored.width,
    height: stored.height,
    content: message.contentType === 'photos' && message.content ? message.content : stored.content,
    ...(stored.paid ? { paid: stored.paid } : {}),
  });
}

/**
 * The newest page of the history with `peer` (newest first, as chat/getHistory answers). The first
 * time it starts the conversation; later (after a reconnect) it fills what was missed. When the
 * page does not reach what is held (more was missed than a page), what is held is older than a
 * gap and is dropped, the viewer's unsent messages excepted, and paging restarts from this page.
 */
export function receiveNewestPage(peer: string, list: readonly ChatWireMessage[], cursor: string): void {
  const conversation = conversationWith(peer);
  const heldIds = new Set(conversation.messages.map((message) => message.serverId));
  const reaches = cursor === '' || list.some((wire) => heldIds.has(wire.id));
  if (!conversation.loaded || !reaches) {
    if (conversation.loaded) {
      conversation.messages = conversation.messages.filter((message) => message.serverId === null);
    }
    conversation.cursor = cursor;
    conversation.noMore = cursor === '';
  }
  mergeStored(conversation, list);
  conversation.loaded = true;
  conversation.loading = false;
  conversation.error = null;
}

/** An older page of the history with `peer`, read from the conversation's cursor. */
export function receiveOlderPage(peer: string, list: readonly ChatWireMessage[], cursor: string): void {
  const conversation = conversationWith(peer);
  mergeStored(conversation, list);
  conversation.cursor = cursor;
  conversation.noMore = cursor === '';
  conversation.loading = false;
  conversation.error = null;
}

/** A page of the history with `peer` is being read, or failed (`error`). */
export function setHistoryLoading(peer: string, loading: boolean, error: string | null = null): void {
  const conversation = conversationWith(peer);
  conversation.loading = loading;
  conversation.error = error;
}

/**
 * A message from the socket (`chatMessage`): sent to the viewer, or by them on another device.
 * Answers false when it was already held (delivery is at least once).
 */
export function receiveMessage(wire: ChatWireMessage): boolean {
  return mergeStored(conversationWith(peerOf(wire)), [wire]) > 0;
}

/** The viewer's message, shown as sending until the server acknowledges it. */
export function addOwnMessage(
  peer: string,
  message: Pick<ChatRoomMessage, 'id' | 'content' | 'contentType' | 'timestamp'> &
    Partial<Pick<ChatRoomMessage, 'width' | 'height' | 'paid'>>,
): void {
  conversationWith(peer).messages.push({
    width: 0,
    height: 0,
    ...message,
    serverId: null,
    self: true,
    status: CHAT_MESSAGE_STATUS.sending,
    unread: false,
  });
}

/** The viewer's unsent message with this sign, and whom it is to. */
export function findOwnMessage(sign: string): { peer: string; message: ChatRoomMessage } | undefined {
  for (const [peer, conversation] of Object.entries(chat.conversations)) {
    const message = conversation.messages.find((held) => held.self && held.id === sign);
    if (message) return { peer, message };
  }
  return undefined;
}

/** `ackMessage`: the message with this sign is stored. */
export function acknowledgeMessage(sign: string, wire: ChatWireMessage): void {
  const found = findOwnMessage(sign);
  if (!found) {
    // Sent from this device before a reload, or acknowledged twice: the stored message decides.
    receiveMessage(wire);
    return;
  }
  const conversation = conversationWith(found.peer);
  if (found.message.serverId === null && conversation.messages.some((held) => held.serverId === wire.id)) {
    // Already held by its id (another device's echo came first): the unsent copy goes.
    conversation.messages.splice(conversation.messages.indexOf(found.message), 1);
    return;
  }
  storeOwn(found.message, wire);
  conversation.messages.sort(compareMessages);
}

/** Sets the status of the viewer's unsent message with this sign (sending again, or failed). */
export function setOwnMessageStatus(sign: string, status: ChatRoomMessage['status']): void {
  const found = findOwnMessage(sign);
  if (found && found.message.serverId === null) found.message.status = status;
}

/** The viewer's messages still waiting for the server's acknowledgement, oldest first. */
export function sendingMessages(): { peer: string; message: ChatRoomMessage }[] {
  const waiting: { peer: string; message: ChatRoomMessage }[] = [];
  for (const [peer, conversation] of Object.entries(chat.conversations)) {
    for (const message of conversation.messages) {
      if (message.serverId === null && message.status === CHAT_MESSAGE_STATUS.sending) {
        waiting.push({ peer, message });
      }
    }
  }
  return waiting.sort((a, b) => a.message.timestamp - b.message.timestamp);
}

/** Messages from `peer` up to and including server id `upTo` are read. */
export function markReadUpTo(peer: string, upTo: number): void {
  for (const message of conversationWith(peer).messages) {
    if (!message.self && message.unread && message.serverId !== null && message.serverId <= upTo) {
      message.unread = false;
    }
  }
}

export function setChatConnection(state: ChatConnectionState): void {
  chat.connection = state;
}

/** Logout: nothing of the conversations stays on the device (spec §4). */
export function resetChat(): void {
  chat.connection = 'CLOSED';
  chat.conversations = {};
}
