/**
 * A chat socket for stories, in the real one's place at the chat-socket module boundary (the
 * screen's `createSocket`): it speaks ChatSocket's callbacks with the contract's events, so the
 * screen, its state and its organisms run as they do against the server. The story chooses how
 * the "server" behaves (a mode: open, noAck, refuse, closed, reconnecting), and can deliver a
 * message or drop the connection.
 *
 * It keeps no conversations and applies no rule of the server's (who may write, limits, blocks:
 * those are modes or handler states a story picks). The one thing it keeps is what a socket is:
 * a conversation in progress, so in `open` it acknowledges each message sent with that message as
 * the server stores it, under the next id of this socket's own sequence. Nothing is written back
 * into chat/getHistory's answers (src/mocks/handlers-chat.ts answers fixed data).
 */
import type { ChatSocketOptions } from '../api/chat-socket.ts';
import type { ChatWireMessage } from '../contract/chat/chat-entities.ts';
import type { ChatSend } from '../contract/chat/chat-socket.ts';
import { makeChatWireMessage } from './factories-chat.ts';

/**
 * - open: signs in at once; each message is acknowledged, as stored, after `ackDelay`;
 * - noAck: signs in; messages are never acknowledged (they stay sending);
 * - refuse: signs in; every message is refused with an error event (failed);
 * - closed: never opens (X_X!) until Reconnect now, which then opens as `open`;
 * - reconnecting: stays CONNECTING.
 */
export type FakeChatMode = 'open' | 'noAck' | 'refuse' | 'closed' | 'reconnecting';

export interface FakeChatSocketControl {
  /** Every chat/chat sent, in order. */
  sent: Omit<ChatSend, 'cmd'>[];
  reconnects: number;
  /** How many sockets the screen made (one per connection it opened). */
  created: number;
  /** The live socket, once the screen made one. */
  socket: FakeChatSocket | null;
}

export const fakeChat: FakeChatSocketControl = { sent: [], reconnects: 0, created: 0, socket: null };

export function resetFakeChat(): void {
  fakeChat.sent = [];
  fakeChat.reconnects = 0;
  fakeChat.created = 0;
  fakeChat.socket = null;
}

/** The first id a socket gives the messages it acknowledges (above anything the mocked conversations hold). */
const FIRST_ACKED_ID = 10_001;

export class FakeChatSocket {
  private state: 'OPEN' | 'CONNECTING' | 'CLOSED' = 'CLOSED';
  private mode: FakeChatMode;
  private readonly options: ChatSocketOptions;
  private readonly ackDelay: number;
  private timers: ReturnType<typeof setTimeout>[] = [];
  /** The id the next acknowledged message gets: this conversation's sequence, as the server's. */
  private nextId = FIRST_ACKED_ID;

  constructor(options: ChatSocketOptions, mode: FakeChatMode, ackDelay: number) {
    this.options = options;
    this.mode = mode;
    this.ackDelay = ackDelay;
    fakeChat.socket = this;
    fakeChat.created += 1;
  }

  connect(): void {
    this.setState('CONNECTING');
    if (this.mode === 'reconnecting') return;
    if (this.mode === 'closed') {
      this.later(() => this.setState('CLOSED'), 20);
      return;
    }
    this.later(() => this.ready(false), 20);
  }

  send(message: Omit<ChatSend, 'cmd'>): boolean {
    if (this.state !== 'OPEN') return false;
    fakeChat.sent.push(message);
    if (this.mode === 'noAck') return true;
    if (this.mode === 'refuse') {
      this.later(
        () =>
          this.options.onEvent({
            event: 'error',
            data: { status: 0, code: 'chat.tooMany', msg: 'Too many messages', sign: message.sign },
          }),
        this.ackDelay,
      );
      return true;
    }
    this.later(() => {
      const id = this.nextId;
      this.nextId += 1;
      const wire = makeChatWireMessage({
        id,
        peer: message.to_uuid,
        self: true,
        content: message.content,
        msgType: message.msgType,
        at: Math.floor(Date.now() / 1000),
        // A paid message as stored: the sender sees their own pictures (the uploaded paths here).
        ...(message.msgType === 'paid'
          ? {
              paid: {
                price: message.price ?? 0,
                media: (message.media ?? []).map((path) => ({
                  preview: path,
                  url: path,
                  width: 40,
                  height: 30,
                })),
                bought: false,
              },
            }
          : {}),
      });
      const stored = { ...wire, sign: message.sign };
      this.options.onEvent({
        event: 'ackMessage',
        data: { confirmed_ack_id: message.sign, message: stored },
      });
    }, this.ackDelay);
    return true;
  }

  reconnectNow(): void {
    fakeChat.reconnects += 1;
    if (this.state !== 'CLOSED') return;
    this.mode = 'open';
    this.setState('CONNECTING');
    this.later(() => this.ready(true), 200);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.setState('CLOSED');
  }

  /** The other person's message arrives (the `chatMessage` event). */
  deliver(wire: ChatWireMessage): void {
    this.options.onEvent({ event: 'chatMessage', data: wire });
  }

  /** The connection drops (the network); it stays closed until reconnectNow. */
  drop(): void {
    this.mode = 'closed';
    this.setState('CLOSED');
  }

  private ready(reconnected: boolean): void {
    this.setState('OPEN');
    this.options.onReady?.(reconnected);
    this.options.onEvent({
      event: 'initUser',
      data: { uuid: 'viewer', heartbeat_ms: 8000, idle_timeout_ms: 30_000, server_time: Date.now() },
    });
  }

  private later(run: () => void, ms: number): void {
    this.timers.push(setTimeout(run, ms));
  }

  private setState(state: 'OPEN' | 'CONNECTING' | 'CLOSED'): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }
}

/** A `createSocket` for the chat screen: a FakeChatSocket in `mode`. */
export function fakeChatSocket(mode: FakeChatMode = 'open', ackDelay = 200) {
  return (options: ChatSocketOptions) => new FakeChatSocket(options, mode, ackDelay);
}
