/**
 * What the app does with the chat socket (spec §4, §7): the server's events go into the
 * conversations (src/state/chat.ts) and the contact list's cache; the viewer's messages are shown
 * as sending at once, failed when refused or unanswered, and sent again after a reconnect (the
 * server stores a message once per `sign`, so a second send is safe). Kept apart from React so a
 * story can put a fake socket in the real socket's place (`CreateChatSocket`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { contactsWithMessage, refreshContacts } from '../../api/chat-contacts-cache.ts';
import { ChatSocket, type ChatSocketOptions } from '../../api/chat-socket.ts';
import { fetchChatHistory } from '../../api/get-chat-history.ts';
import type { ChatSend, ChatServerEvent } from '../../contract/chat/chat-socket.ts';
import { CHAT_MESSAGE_STATUS } from '../../contract/enums.ts';
import {
  acknowledgeMessage,
  addOwnMessage,
  chat,
  findOwnMessage,
  peerOf,
  receiveMessage,
  receiveNewestPage,
  sendingMessages,
  setChatConnection,
  setHistoryLoading,
  setOwnMessageStatus,
  type ChatRoomMessage,
} from '../../state/chat.ts';

/** What the connection needs of a socket: the real ChatSocket, or a story's fake. */
export interface ChatTransport {
  connect(): void;
  send(message: Omit<ChatSend, 'cmd'>): boolean;
  reconnectNow(): void;
  close(): void;
}

export type CreateChatSocket = (options: ChatSocketOptions) => ChatTransport;

/** What a paid message sends: its uploaded pictures (`msg` paths), its price and its caption. */
export interface PaidWire {
  /** The pictures' upload paths; [] when it carries a video. */
  media: string[];
  /** The video's upload id (UploadName) instead of pictures; absent for pictures. */
  video?: string | undefined;
  price: number;
  caption: string;
}

export const createRealChatSocket: CreateChatSocket = (options) => new ChatSocket(options);

/**
 * A message the server has not acknowledged by then is shown as failed, with its resend: an ack
 * normally takes milliseconds, and a reader should not watch "Sending…" forever.
 */
export const CHAT_ACK_TIMEOUT_MS = 15_000;

/** A new message's `sign`: its idempotency key (CHAT_SIGN_PATTERN: letters, digits, - and _). */
export function newSign(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random()}`.slice(2) + `${Date.now()}`;
  return random.replaceAll(/[^A-Za-z0-9]/g, '').slice(0, 32);
}

export interface ChatConnectionOptions extends Omit<ChatSocketOptions, 'onEvent' | 'onState' | 'onReady'> {
  queryClient: QueryClient;
  createSocket?: CreateChatSocket;
}

/** The signed-in user's chat connection, from login to logout (use-chat-connection.ts). */
export class ChatConnection {
  private readonly socket: ChatTransport;
  private readonly queryClient: QueryClient;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** The person whose room is open: their messages count as seen rather than unread. */
  private openPeer: string | null = null;
  /** The uploaded path of each photo message, by sign: what is sent (again) for it. */
  private readonly photoPaths = new Map<string, string>();
  /** What each paid message sends (its uploaded pictures, price and caption), by sign. */
  private readonly paidWires = new Map<string, PaidWire>();

  constructor({ queryClient, createSocket = createRealChatSocket, ...options }: ChatConnectionOptions) {
    this.queryClient = queryClient;
    this.socket = createSocket({
      ...options,
      onEvent: (event) => this.onEvent(event),
      onState: (state) => setChatConnection(state),
      onReady: (reconnected) => this.onReady(reconnected),
    });
  }

  connect(): void {
    this.socket.connect();
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.socket.close();
  }

  reconnectNow(): void {
    this.socket.reconnectNow();
  }

  /** The chat screen's open room, or null when none is shown. */
  setOpenPeer(peer: string | null): void {
    this.openPeer = peer;
  }

  /**
   * Shows the viewer's message as sending (photos: `content` is the local preview; paid: the
   * caption, with the pictures' local previews and the price).
   */
  sendNew(
    peer: string,
    message: {
      contentType: 'text' | 'photos' | 'paid';
      content: string;
      sign?: string;
      width?: number;
      height?: number;
      paid?: ChatRoomMessage['paid'];
    },
  ): string {
    const sign = message.sign ?? newSign();
    if (!findOwnMessage(sign)) {
      addOwnMessage(peer, {
        id: sign,
        content: message.content,
        contentType: message.contentType,
        timestamp: Date.now(),
        width: message.width ?? 0,
        height: message.height ?? 0,
        ...(message.paid ? { paid: message.paid } : {}),
      });
    }
    return sign;
  }

  /** Sends (or sends again) a paid message whose pictures are uploaded (issue 25). */
  transmitPaid(peer: string, sign: string, wire: PaidWire): void {
    this.paidWires.set(sign, wire);
    setOwnMessageStatus(sign, CHAT_MESSAGE_STATUS.sending);
    const sent = this.socket.send({
      to_uuid: peer,
      type: 'friend',
      msgType: 'paid',
      content: wire.caption,
      media: wire.media,
      ...(wire.video === undefined ? {} : { video: wire.video }),
      price: wire.price,
      microtime: Date.now(),
      sign,
    });
    if (sent || !this.timers.has(sign)) this.watch(sign);
  }

  /** What a paid message already uploaded sends, for a resend without new uploads. */
  paidWire(sign: string): PaidWire | undefined {
    return this.paidWires.get(sign);
  }

  /** Sends (or sends again) the viewer's message with this sign; `wire` what goes to the server. */
  transmit(peer: string, sign: string, wire: { contentType: 'text' | 'photos'; content: string }): void {
    setOwnMessageStatus(sign, CHAT_MESSAGE_STATUS.sending);
    if (wire.contentType === 'photos') this.photoPaths.set(sign, wire.content);
    const sent = this.socket.send({
      to_uuid: peer,
      type: 'friend',
      msgType: wire.contentType,
      content: wire.content,
      microtime: Date.now(),
      sign,
    });
    // Not open (sent false): it stays "sending" and goes when the socket is back (onReady), unless
    // that takes longer than the ack timeout.
    if (sent || !this.timers.has(sign)) this.watch(sign);
  }

  /** The uploaded path of a photo message already uploaded, for a resend without a new upload. */
  uploadedPath(sign: string): string | undefined {
    return this.photoPaths.get(sign);
  }

  /** A message could not be sent (its upload failed): failed, with its resend. */
  fail(sign: string): void {
    this.clearTimer(sign);
    setOwnMessageStatus(sign, CHAT_MESSAGE_STATUS.failure);
  }

  private watch(sign: string): void {
    this.clearTimer(sign);
    this.timers.set(
      sign,
      setTimeout(() => {
        this.timers.delete(sign);
        setOwnMessageStatus(sign, CHAT_MESSAGE_STATUS.failure);
      }, CHAT_ACK_TIMEOUT_MS),
    );
  }

  private clearTimer(sign: string): void {
    const timer = this.timers.get(sign);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(sign);
  }

  private onReady(reconnected: boolean): void {
    // What waited for the socket goes now; after a reconnect, a resend of one whose ack was lost
    // is stored once and acknowledged again.
    for (const { peer, message } of sendingMessages()) {
      // A tip is the server's own message, never sent from here.
      if (message.contentType === 'tip') continue;
      if (message.contentType === 'paid') {
        // Sent once its pictures are uploaded.
        const paid = this.paidWires.get(message.id);
        if (paid) this.transmitPaid(peer, message.id, paid);
        continue;
      }
      // A photo still uploading is sent when its upload ends.
      const content = message.contentType === 'photos' ? this.photoPaths.get(message.id) : message.content;
      if (content !== undefined)
        this.transmit(peer, message.id, { contentType: message.contentType, content });
    }
    if (!reconnected) return;
    // Messages may have arrived while the socket was closed: the open conversations and the
    // contact list are read again (the merge keeps each message once).
    refreshContacts(this.queryClient);
    for (const [peer, conversation] of Object.entries(chat.conversations)) {
      if (!conversation.loaded) continue;
      fetchChatHistory(peer)
        .then((page) => receiveNewestPage(peer, page.list, page.cursor))
        .catch(() => setHistoryLoading(peer, false));
    }
  }

  private onEvent(event: ChatServerEvent): void {
    switch (event.event) {
      case 'chatMessage': {
        const wire = event.data;
        const peer = peerOf(wire);
        const added = receiveMessage(wire);
        // Unread in the list unless it is the viewer's own or its room is open (the room clears
        // it as it is scrolled into view).
        if (added) contactsWithMessage(this.queryClient, wire, peer, !wire.self && this.openPeer !== peer);
        break;
      }
      case 'ackMessage': {
        this.clearTimer(event.data.confirmed_ack_id);
        acknowledgeMessage(event.data.confirmed_ack_id, event.data.message);
        contactsWithMessage(this.queryClient, event.data.message, peerOf(event.data.message), false);
        break;
      }
      case 'error': {
        if (event.data.sign) this.fail(event.data.sign);
        break;
      }
      default:
        break;
    }
  }
}
