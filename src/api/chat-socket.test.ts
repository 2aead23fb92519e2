/**
 * The chat socket's transport against a stand-in WebSocket (spec §4, §9): sign in with
 * chat/initUser, OPEN only once the server accepted it, chat/ping with `via` every 8 s, a new
 * socket 3 s after one closed, none after the token was refused or after close().
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_CODES } from '../contract/chat/chat-socket.ts';
import { DEVELOPMENT_KEYS, decryptPayload, encryptPayload } from '../contract/envelope.ts';
import type { ChatConnectionState } from '../state/chat.ts';
import { CHAT_CLOSE_UNAUTHORIZED, ChatSocket } from './chat-socket.ts';

class StandInSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: StandInSocket[] = [];
  readyState = StandInSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    StandInSocket.made.push(this);
  }
  send(frame: string) {
    const { data } = JSON.parse(frame) as { data: string };
    this.sent.push(decryptPayload(data, DEVELOPMENT_KEYS) as Record<string, unknown>);
  }
  close() {
    this.readyState = StandInSocket.CLOSED;
  }
  // The server's side.
  opened() {
    this.readyState = StandInSocket.OPEN;
    this.onopen?.();
  }
  event(event: unknown) {
    this.onmessage?.({ data: JSON.stringify({ data: encryptPayload(event, DEVELOPMENT_KEYS) }) });
  }
  closedByServer(code = 1006) {
    this.readyState = StandInSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const READY = {
  event: 'initUser',
  data: { uuid: 'u-1', heartbeat_ms: 8000, idle_timeout_ms: 30_000, server_time: 0 },
};

function connect() {
  const states: ChatConnectionState[] = [];
  const onUnauthorized = vi.fn();
  const socket = new ChatSocket({
    url: 'ws://chat.test/ws',
    via: 'pwa',
    init: () => ({ chat_token: 'token-1', lang: 'en' }),
    onEvent: () => undefined,
    onState: (state) => states.push(state),
    onUnauthorized,
  });
  socket.connect();
  return { socket, states, onUnauthorized };
}

describe('ChatSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    StandInSocket.made = [];
    vi.stubGlobal('WebSocket', StandInSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the same close code as the contract for a refused token', () => {
    expect(CHAT_CLOSE_UNAUTHORIZED).toBe(CHAT_CLOSE_CODES.unauthorized);
  });

  it('signs in with chat/initUser and is OPEN only once the server accepted it', () => {
    const { socket, states } = connect();
    const server = StandInSocket.made[0]!;
    expect(states).toEqual(['CONNECTING']);
    server.opened();
    expect(server.sent[0]).toMatchObject({ cmd: 'chat/initUser', chat_token: 'token-1', lang: 'en' });
    expect(
      socket.send({
        to_uuid: 'u-2',
        type: 'friend',
        msgType: 'text',
        content: 'hi',
        microtime: 1,
        sign: 'a',
      }),
    ).toBe(false);
    server.event(READY);
    expect(states).toEqual(['CONNECTING', 'OPEN']);
    expect(
      socket.send({
        to_uuid: 'u-2',
        type: 'friend',
        msgType: 'text',
        content: 'hi',
        microtime: 1,
        sign: 'a',
      }),
    ).toBe(true);
    expect(server.sent[1]).toMatchObject({ cmd: 'chat/chat', to_uuid: 'u-2', sign: 'a' });
  });

  it('pings with via every 8 s', () => {
    connect();
    const server = StandInSocket.made[0]!;
    server.opened();
    server.event(READY);
    vi.advanceTimersByTime(7999);
    expect(server.sent.filter((frame) => frame.cmd === 'chat/ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.sent.at(-1)).toEqual({ cmd: 'chat/ping', via: 'pwa' });
    server.event({ event: 'pong', data: { server_time: 0 } });
    vi.advanceTimersByTime(8000);
    expect(server.sent.filter((frame) => frame.cmd === 'chat/ping')).toHaveLength(2);
  });

  it('is CLOSED when the socket closes and opens a new one 3 s later', () => {
    const { states } = connect();
    StandInSocket.made[0]!.opened();
    StandInSocket.made[0]!.event(READY);
    StandInSocket.made[0]!.closedByServer();
    expect(states.at(-1)).toBe('CLOSED');
    vi.advanceTimersByTime(2999);
    expect(StandInSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(StandInSocket.made).toHaveLength(2);
    expect(states.at(-1)).toBe('CONNECTING');
  });

  it('opens a new socket 3 s after its server process stopped (1001), to reach another', () => {
    const { states } = connect();
    StandInSocket.made[0]!.opened();
    StandInSocket.made[0]!.event(READY);
    StandInSocket.made[0]!.closedByServer(CHAT_CLOSE_CODES.goingAway);
    expect(states.at(-1)).toBe('CLOSED');
    vi.advanceTimersByTime(3000);
    expect(StandInSocket.made).toHaveLength(2);
    expect(StandInSocket.made[1]!.url).toBe('ws://chat.test/ws');
  });

  it('drops a socket silent for two heartbeats and a second, and opens another', () => {
    connect();
    StandInSocket.made[0]!.opened();
    StandInSocket.made[0]!.event(READY);
    vi.advanceTimersByTime(24_000);
    expect(StandInSocket.made[0]!.readyState).toBe(StandInSocket.CLOSED);
    vi.advanceTimersByTime(3000);
    expect(StandInSocket.made).toHaveLength(2);
  });

  it('opens no new socket after the token was refused, or after close()', () => {
    const { onUnauthorized } = connect();
    StandInSocket.made[0]!.opened();
    StandInSocket.made[0]!.closedByServer(CHAT_CLOSE_UNAUTHORIZED);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(StandInSocket.made).toHaveLength(1);

    const other = connect();
    other.socket.close();
    vi.advanceTimersByTime(10_000);
    expect(StandInSocket.made).toHaveLength(2);
    expect(other.states.at(-1)).toBe('CLOSED');
  });
});
