/**
 * The chat socket's transport (spec §7 "Chat socket", docs/api.md "Chat"): one WebSocket that
 * signs in with `chat/initUser`, pings every 8 s, and opens a new socket 3 s after one closed.
 * Every frame is sealed with the API's envelope keys: the client sends the four fields of a
 * request as JSON, the server answers `{"data": …}` whose decrypted JSON is the event. Types come
 * from the contract as type-only imports, so its schemas and zod stay out of the bundle.
 */
import type { ChatInitUser, ChatSend, ChatServerEvent } from '../contract/chat/chat-socket.ts';
import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_MS } from '../contract/chat/chat-rules.ts';
import { decryptPayload, sealRequest } from '../contract/envelope.ts';
import type { ChatConnectionState } from '../state/chat.ts';
import { ENVELOPE_KEYS } from './client.ts';

/**
 * CHAT_CLOSE_CODES.unauthorized of the contract (a unit test holds them equal), written here so the
 * contract's schemas do not come with it: the chat token has ended, and trying again with it is
 * pointless.
 */
export const CHAT_CLOSE_UNAUTHORIZED = 4401;
/** The code this client closes a socket with when the server has gone silent. */
const CLOSE_SILENT = 4000;

/** A socket that has heard nothing for two heartbeats and a second is taken as dead. */
export const CHAT_SILENCE_LIMIT_MS = CHAT_HEARTBEAT_MS * 2 + 1000;

export interface ChatSocketOptions {
  /** The socket's URL (app/config's `im_url`). */
  url: string;
  /** What `chat/initUser` carries: the chat token of user/getUserInfo, the language, the profile. */
  init: () => Omit<ChatInitUser, 'cmd'>;
  /** app/config's `via`, sent with every ping. */
  via: string;
  /** Every event the server sends, opened. */
  onEvent: (event: ChatServerEvent) => void;
  /** The connection's state changed (spec §4: OPEN, CONNECTING, CLOSED). */
  onState: (state: ChatConnectionState) => void;
  /** The server accepted `chat/initUser`; `reconnected` after an earlier socket had been ready. */
  onReady?: (reconnected: boolean) => void;
  /** The chat token was refused: no new socket is opened with it. */
  onUnauthorized?: () => void;
}

/**
 * One chat connection that keeps itself open: while wanted, a socket that closes (the network, the
 * server restarting, its idle timeout) is replaced after CHAT_RECONNECT_MS. OPEN means signed in
 * and able to send.
 */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private wanted = false;
  private state: ChatConnectionState = 'CLOSED';
  private readyBefore = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private lastHeard = 0;
  private readonly options: ChatSocketOptions;
  private readonly onOnline = () => {
    if (this.wanted && this.state === 'CLOSED') this.reconnectNow();
  };

  constructor(options: ChatSocketOptions) {
    this.options = options;
  }

  get connection(): ChatConnectionState {
    return this.state;
  }

  /** Opens the socket and keeps it open until `close`. */
  connect(): void {
    this.wanted = true;
    globalThis.addEventListener?.('online', this.onOnline);
    if (!this.socket) this.open();
  }

  /** Sends a message; false when the socket is not signed in (it is then sent by the caller later). */
  send(message: Omit<ChatSend, 'cmd'>): boolean {
    if (this.state !== 'OPEN') return false;
    return this.write({ cmd: 'chat/chat', ...message });
  }

  /** Tries at once instead of waiting out the 3 s (the banner's Reconnect now). */
  reconnectNow(): void {
    if (!this.wanted || this.state !== 'CLOSED') return;
    this.clearReconnect();
    this.open();
  }

  /** Closes for good (logout, a new token): no new socket is opened. */
  close(): void {
    this.wanted = false;
    globalThis.removeEventListener?.('online', this.onOnline);
    this.clearReconnect();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)
        socket.close(1000);
    }
    this.setState('CLOSED');
  }

  private open(): void {
    this.setState('CONNECTING');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url);
    } catch {
      // A malformed URL: treated as a closed socket, tried again later.
      this.closed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = Date.now();
      this.write({ cmd: 'chat/initUser', ...this.options.init() });
    };
    socket.onmessage = (message: MessageEvent) => this.receive(message.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === CHAT_CLOSE_UNAUTHORIZED) {
        this.wanted = false;
        this.closed();
        this.options.onUnauthorized?.();
        return;
      }
      this.closed();
    };
  }

  /** Lets go of a socket the server stopped answering: its close handshake could take a minute. */
  private drop(socket: WebSocket): void {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close(CLOSE_SILENT);
    if (this.socket === socket) this.socket = null;
    this.closed();
  }

  private closed(): void {
    this.stopHeartbeat();
    this.setState('CLOSED');
    if (!this.wanted) return;
    this.clearReconnect();
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (this.wanted && !this.socket) this.open();
    }, CHAT_RECONNECT_MS);
  }

  private receive(data: unknown): void {
    this.lastHeard = Date.now();
    let event: ChatServerEvent;
    try {
      const frame = JSON.parse(String(data)) as { data?: unknown };
      if (typeof frame.data !== 'string') return;
      event = decryptPayload(frame.data, ENVELOPE_KEYS) as ChatServerEvent;
    } catch {
      // A frame that does not open is not ours to act on.
      return;
    }
    if (!event || typeof event !== 'object' || typeof event.event !== 'string') return;
    if (event.event === 'initUser') {
      const reconnected = this.readyBefore;
      this.readyBefore = true;
      this.startHeartbeat();
      this.setState('OPEN');
      this.options.onReady?.(reconnected);
    }
    this.options.onEvent(event);
  }

  private write(payload: Record<string, unknown>): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(sealRequest(payload, ENVELOPE_KEYS)));
    return true;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      // A socket the server stopped answering (a half-open connection) never closes by itself.
      if (this.socket && Date.now() - this.lastHeard > CHAT_SILENCE_LIMIT_MS) {
        this.drop(this.socket);
        return;
      }
      this.write({ cmd: 'chat/ping', via: this.options.via });
    }, CHAT_HEARTBEAT_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private clearReconnect(): void {
    if (this.reconnect !== undefined) clearTimeout(this.reconnect);
    this.reconnect = undefined;
  }

  private setState(state: ChatConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState(state);
  }
}
