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
import { envelopeCryptoOf } from '../../http/envelope-crypto.ts';
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

/** Serves one upgraded socket until it closes. */
export function serveChatSocket(ws: WebSocket, request: IncomingMessage, deps: ChatSocketDeps, id: string) {
  const envelope = envelopeCryptoOf(deps.config.keys);
  const now = () => deps.clock.now();
  let locale: Locale = resolveAcceptLanguage(request.headers['accept-language']);
  let queue: Promise<void> = Promise.resolve();

  const send = (event: ChatServerEvent) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(`{"data":"${envelope.encryptPayload(event)}"}`);
  };

  const refuse = (refusal: ChatRefusal, sign?: string) =>
    send({
      event: 'error',
      data: {
        status: refusal.status,
        code: refusal.code,
        msg: deps.messages.format(locale, refusal.messageId, refusal.values),
        ...(sign === undefined ? {} : { sign }),
      },
    });

  const connection: ChatConnection = {
    id,
    openedAt: now().getTime(),
    lastSeenAt: now().getTime(),
    user: undefined,
    deliver(message: StoredChatMessage) {
      const viewerId = connection.user!.id;
      const nowSeconds = Math.floor(now().getTime() / 1000);
      send({
        event: 'chatMessage',
        data: wireMessageOf(deps.media, message, viewerId, { unread: true, nowSeconds }),
      });
    },
    close(code, reason) {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close(code, reason);
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    },
  };

  const signIn = async (input: ChatInitUser) => {
    if (input.lang !== undefined && isSupportedLocale(input.lang)) locale = input.lang;
    if (!connection.user) {
      const sessionId = deps.tokens.sessionOf(input.chat_token);
      const userId = sessionId === undefined ? undefined : await userOfLiveSession(deps.db, sessionId, now());
      const [row] =
        userId === undefined
          ? []
          : await deps.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, userId)).limit(1);
      if (sessionId === undefined || userId === undefined || !row) {
        refuse(new ChatRefusal('chat.tokenExpired', 'server.error.tokenExpired', {}, 422));
        connection.close(CHAT_CLOSE_CODES.unauthorized, 'chat token not valid');
        return;
      }
      connection.user = { id: userId, uuid: row.uuid, sessionId };
      await deps.hub.signIn(connection);
    }
    send({
      event: 'initUser',
      data: {
        uuid: connection.user.uuid,
        heartbeat_ms: CHAT_HEARTBEAT_MS,
        idle_timeout_ms: deps.config.chat.idleTimeoutMs,
        server_time: now().getTime(),
      },
    });
  };

  const sendMessage = async (input: ChatSend) => {
    const user = connection.user;
    if (!user) throw new ChatRefusal('chat.notInitialized', 'server.chat.notInitialized');
    const { stored } = await sendChatMessage({ db: deps.db, limits: deps.limits, now }, user, input);
    const nowSeconds = Math.floor(now().getTime() / 1000);
    send({
      event: 'ackMessage',
      data: {
        confirmed_ack_id: input.sign,
        message: wireMessageOf(deps.media, stored, user.id, { unread: false, nowSeconds }),
      },
    });
    // A re-sent message is delivered again too: its first delivery may be what was lost.
    deps.hub.deliver(stored, connection.id);
  };

  /** Runs a command after the earlier ones; its refusal or failure becomes an error event. */
  const enqueue = (work: () => Promise<void>, sign?: string) => {
    queue = queue.then(work).catch((error: unknown) => {
      if (error instanceof ChatRefusal) return refuse(error, sign);
      deps.log.error({ err: error }, 'chat: command failed');
      refuse(new ChatRefusal('chat.internal', 'server.error.internal'), sign);
    });
  };

  const badFrame = (messageId: MessageId, code: ChatErrorCode = 'chat.badFrame') =>
    refuse(new ChatRefusal(code, messageId, { minutes: MAX_CLOCK_SKEW_SECONDS / 60 }));

  ws.on('message', (data: RawData, isBinary: boolean) => {
    connection.lastSeenAt = now().getTime();
    if (isBinary) return badFrame('server.error.malformed');
    let body: unknown;
    try {
      body = JSON.parse(data.toString());
    } catch {
      return badFrame('server.error.malformed');
    }
    const opened = envelope.openRequest(body, Math.floor(now().getTime() / 1000));
    if (!opened.ok) return badFrame(FRAME_FAILURES[opened.reason]);
    const parsed = chatClientMessageSchema.safeParse(opened.payload);
    if (!parsed.success) {
      const { id: messageId, values } = invalidFieldMessage(parsed.error, deps.messages, locale);
      return refuse(new ChatRefusal('chat.invalidField', messageId, values), signOf(opened.payload));
    }
    const command = parsed.data;
    if (command.cmd === 'chat/ping') {
      return send({ event: 'pong', data: { server_time: now().getTime() } });
    }
    if (command.cmd === 'chat/initUser') return enqueue(() => signIn(command));
    return enqueue(() => sendMessage(command), command.sign);
  });
  ws.on('close', () => deps.hub.leave(connection));
  ws.on('error', (error) => deps.log.debug({ err: error }, 'chat socket error'));
  deps.hub.open(connection);
}
