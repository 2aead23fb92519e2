/**
 * One chat socket: opens each sealed frame, validates it with the contract and hands it to the
 * service; seals every event it sends. `chat/ping` is answered at once; `chat/initUser` and
 * `chat/chat` are handled one after the other in the order they arrived, so a sender's messages are
 * stored in the order sent. A client mistake is an `error` event in the socket's language, never a
 * dropped socket (except a token that does not sign in) and never a stack trace.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import {
  CHAT_CLOSE_CODES,
  chatClientMessageSchema,
  type ChatErrorCode,
  type ChatInitUser,
  type ChatSend,
  type ChatServerEvent,
} from '../../../src/contract/chat/chat-socket.ts';
import { CHAT_HEARTBEAT_MS, CHAT_SIGN_PATTERN } from '../../../src/contract/chat/chat-rules.ts';
import { MAX_CLOCK_SKEW_SECONDS, type OpenRequestFailure } from '../../../src/contract/envelope.ts';
import { isSupportedLocale, type Locale } from '../../../src/i18n/locale-resolution.ts';
import type { RateLimits } from '../../auth/rate-limits.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { envelopeCryptoOf, type EnvelopeCrypto } from '../../http/envelope-crypto.ts';
import { invalidFieldMessage } from '../../http/rule-messages.ts';
import { resolveAcceptLanguage } from '../../i18n/accept-language.ts';
import type { MessageId, ServerMessages } from '../../i18n/messages.ts';
import type { MediaUrls } from '../../media/signing.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import type { ChatConnection, ChatHub } from './chat-hub.ts';
import { ChatRefusal, sendChatMessage } from './chat-messages.service.ts';
import type { StoredChatMessage } from './chat-store.ts';
import { userOfLiveSession, type ChatTokens } from './chat-token.ts';
import { wireMessageOf } from './chat-view.ts';

export interface ChatSocketDeps {
  config: ServerConfig;
  db: Database;
  media: MediaUrls;
  limits: RateLimits;
  messages: ServerMessages;
  clock: Clock;
  hub: ChatHub;
  tokens: ChatTokens;
  log: FastifyBaseLogger;
}

/** A reader this far behind (unsent bytes) is dropped; it reconnects and reads the history. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2000;

const FRAME_FAILURES: Record<OpenRequestFailure, MessageId> = {
  malformed: 'server.error.malformed',
  badSign: 'server.error.badSign',
  staleTimestamp: 'server.error.staleTimestamp',
  undecryptable: 'server.error.undecryptable',
};

/** The sign of a refused `chat/chat`, when the frame carried a usable one. */
function signOf(payload: unknown): string | undefined {
  const sign = (payload as { sign?: unknown } | null)?.sign;
  return typeof sign === 'string' && CHAT_SIGN_PATTERN.test(sign) ? sign : undefined;
}

/** One socket as its commands see it: where events go and the language refusals are in. */
interface ChatSocket {
  deps: ChatSocketDeps;
  connection: ChatConnection;
  send(event: ChatServerEvent): void;
  /** The Accept-Language of the upgrade, then the one `chat/initUser` names. */
  locale: Locale;
  /** The commands after which the next runs. */
  queue: Promise<void>;
}

/** Serves one upgraded socket until it closes. */
export function serveChatSocket(ws: WebSocket, request: IncomingMessage, deps: ChatSocketDeps, id: string) {
  const envelope = envelopeCryptoOf(deps.config.keys);
  const send = (event: ChatServerEvent) => sendEvent(ws, envelope, event);
  const socket: ChatSocket = {
    deps,
    connection: connectionOf(ws, deps, send, id),
    send,
    locale: resolveAcceptLanguage(request.headers['accept-language']),
    queue: Promise.resolve(),
  };
  ws.on('message', (data: RawData, isBinary: boolean) => receiveFrame(socket, envelope, data, isBinary));
  ws.on('close', () => deps.hub.leave(socket.connection));
  ws.on('error', (error) => deps.log.debug({ err: error }, 'chat socket error'));
  deps.hub.open(socket.connection);
}

/** Seals and sends an event; a reader too far behind is dropped instead. */
function sendEvent(ws: WebSocket, envelope: EnvelopeCrypto, event: ChatServerEvent) {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    ws.terminate();
    return;
  }
  ws.send(`{"data":"${envelope.encryptPayload(event)}"}`);
}

const nowSecondsOf = (deps: ChatSocketDeps) => Math.floor(deps.clock.now().getTime() / 1000);

/** The socket as the hub sees it: it delivers the messages of its user and closes gracefully. */
function connectionOf(
  ws: WebSocket,
  deps: ChatSocketDeps,
  send: (event: ChatServerEvent) => void,
  id: string,
): ChatConnection {
  const connection: ChatConnection = {
    id,
    openedAt: deps.clock.now().getTime(),
    lastSeenAt: deps.clock.now().getTime(),
    user: undefined,
    closing: false,
    deliver(message: StoredChatMessage) {
      const viewerId = connection.user!.id;
      const nowSeconds = nowSecondsOf(deps);
      send({
        event: 'chatMessage',
        data: wireMessageOf(deps.media, message, viewerId, { unread: true, nowSeconds }),
      });
    },
    close(code, reason) {
      connection.closing = true;
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close(code, reason);
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    },
  };
  return connection;
}

/** A refusal as an `error` event in the socket's language, with the refused message's sign. */
function refuse(socket: ChatSocket, refusal: ChatRefusal, sign?: string) {
  socket.send({
    event: 'error',
    data: {
      status: refusal.status,
      code: refusal.code,
      msg: socket.deps.messages.format(socket.locale, refusal.messageId, refusal.values),
      ...(sign === undefined ? {} : { sign }),
    },
  });
}

function refuseFrame(socket: ChatSocket, messageId: MessageId, code: ChatErrorCode = 'chat.badFrame') {
  refuse(socket, new ChatRefusal(code, messageId, { minutes: MAX_CLOCK_SKEW_SECONDS / 60 }));
}

/** One frame: opened, validated, and answered (ping) or queued (initUser, chat). */
function receiveFrame(socket: ChatSocket, envelope: EnvelopeCrypto, data: RawData, isBinary: boolean) {
  // A client may go on sending until it reads the close frame (or never, if it ignores it).
  if (socket.connection.closing) return;
  const now = socket.deps.clock.now();
  socket.connection.lastSeenAt = now.getTime();
  const command = commandOf(socket, envelope, isBinary ? undefined : data.toString());
  if (!command) return;
  if (command.cmd === 'chat/ping')
    return socket.send({ event: 'pong', data: { server_time: now.getTime() } });
  if (command.cmd === 'chat/initUser') return enqueue(socket, () => signIn(socket, command));
  enqueue(socket, () => sendMessage(socket, command), command.sign);
}

/** The frame's command; a frame that is not one is refused and answers undefined. */
function commandOf(socket: ChatSocket, envelope: EnvelopeCrypto, text: string | undefined) {
  if (text === undefined) return refuseFrame(socket, 'server.error.malformed');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuseFrame(socket, 'server.error.malformed');
  }
  const opened = envelope.openRequest(body, nowSecondsOf(socket.deps));
  if (!opened.ok) return refuseFrame(socket, FRAME_FAILURES[opened.reason]);
  const parsed = chatClientMessageSchema.safeParse(opened.payload);
  if (parsed.success) return parsed.data;
  const { id: messageId, values } = invalidFieldMessage(parsed.error, socket.deps.messages, socket.locale);
  refuse(socket, new ChatRefusal('chat.invalidField', messageId, values), signOf(opened.payload));
}

/** Runs a command after the earlier ones; its refusal or failure becomes an error event. */
function enqueue(socket: ChatSocket, work: () => Promise<void>, sign?: string) {
  // What still waits when the server closes the socket (its session ended) is not done.
  const unlessClosing = () => (socket.connection.closing ? undefined : work());
  socket.queue = socket.queue.then(unlessClosing).catch((error: unknown) => {
    if (error instanceof ChatRefusal) return refuse(socket, error, sign);
    socket.deps.log.error({ err: error }, 'chat: command failed');
    refuse(socket, new ChatRefusal('chat.internal', 'server.error.internal'), sign);
  });
}

/** `chat/initUser`: the language, and on the first one the member the chat token signs in. */
async function signIn(socket: ChatSocket, input: ChatInitUser) {
  const { deps, connection } = socket;
  if (input.lang !== undefined && isSupportedLocale(input.lang)) socket.locale = input.lang;
  if (!connection.user) {
    const user = await chatUserOf(deps, input.chat_token);
    if (!user) {
      refuse(socket, new ChatRefusal('chat.tokenExpired', 'content.tokenExpired', {}, 422));
      connection.close(CHAT_CLOSE_CODES.unauthorized, 'chat token not valid');
      return;
    }
    connection.user = user;
    await deps.hub.signIn(connection);
  }
  socket.send({
    event: 'initUser',
    data: {
      uuid: connection.user.uuid,
      heartbeat_ms: CHAT_HEARTBEAT_MS,
      idle_timeout_ms: deps.config.chat.idleTimeoutMs,
      server_time: deps.clock.now().getTime(),
    },
  });
}

/** The member of a chat token whose session is still live; undefined otherwise. */
async function chatUserOf(deps: ChatSocketDeps, chatToken: string): Promise<ChatConnection['user']> {
  const sessionId = deps.tokens.sessionOf(chatToken);
  if (sessionId === undefined) return undefined;
  const userId = await userOfLiveSession(deps.db, sessionId, deps.clock.now());
  if (userId === undefined) return undefined;
  const [row] = await deps.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { id: userId, uuid: row.uuid, sessionId } : undefined;
}

/** `chat/chat`: stores the message, acknowledges it to its sender and delivers it. */
async function sendMessage(socket: ChatSocket, input: ChatSend) {
  const { deps, connection } = socket;
  const user = connection.user;
  if (!user) throw new ChatRefusal('chat.notInitialized', 'server.chat.notInitialized');
  const now = () => deps.clock.now();
  const { stored } = await sendChatMessage({ db: deps.db, limits: deps.limits, now }, user, input);
  socket.send({
    event: 'ackMessage',
    data: {
      confirmed_ack_id: input.sign,
      message: wireMessageOf(deps.media, stored, user.id, { unread: false, nowSeconds: nowSecondsOf(deps) }),
    },
  });
  // A re-sent message is delivered again too: its first delivery may be what was lost.
  deps.hub.deliver(stored, connection.id);
}
