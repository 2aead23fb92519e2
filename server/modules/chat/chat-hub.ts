/**
 * This process's chat sockets (presence per process) and the delivery of stored messages to them:
 * each message goes to the sockets of its two people here, except the one that sent it (it gets
 * the ack), and over the bus to the other processes. Sockets that stay silent past the idle
 * timeout or never sign in are closed by a sweep. The sockets of a session that is revoked on any
 * process (log out, password change, suspension, account deletion) close as soon as the database
 * announces it (sessions.ts `onSessionsEnded`, wired by app.ts); one that expired, at the next
 * periodic check of every socket's session.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CLOSE_CODES } from '../../../src/contract/chat/chat-socket.ts';
import type { Database } from '../../db/client.ts';
import type { ChatBus, ChatDelivery } from './chat-bus.ts';
import type { StoredChatMessage } from './chat-store.ts';
import { liveSessionsAmong } from './chat-token.ts';

/** One open socket as the hub sees it (serve-chat-socket.ts). */
export interface ChatConnection {
  /** `{process id}:{n}`, unique across the processes of the bus. */
  readonly id: string;
  readonly openedAt: number;
  /** When a frame last arrived, milliseconds. */
  lastSeenAt: number;
  /** Set once `chat/initUser` succeeded. */
  user: { id: number; uuid: string; sessionId: number } | undefined;
  /**
   * Set once the server closed it: none of its frames is handled after, so a socket whose session
   * ended stores nothing more, even from a client that ignores the close.
   */
  closing: boolean;
  /** Sends a stored message to this socket's user. */
  deliver(message: StoredChatMessage): void;
  close(code: number, reason: string): void;
}

export interface ChatHubOptions {
  bus: ChatBus;
  db: Database;
  log: FastifyBaseLogger;
  now(): Date;
  idleTimeoutMs: number;
  initTimeoutMs: number;
  /** How often the sessions of open sockets are checked (an expired one closes them). */
  sessionCheckMs?: number;
}

export interface ChatHub {
  readonly bus: ChatBus;
  /** A new socket; it counts against the sign-in timeout until `signIn`. */
  open(connection: ChatConnection): void;
  /** The socket's user is known: it receives their messages from now on (subscribed on the bus). */
  signIn(connection: ChatConnection): Promise<void>;
  /** The socket closed. */
  leave(connection: ChatConnection): void;
  /** A message was stored: to the sockets of its two people, here and on the other processes. */
  deliver(message: StoredChatMessage, origin: string): void;
  /** Some sessions of the user were revoked: their sockets here close (4401), the user's others stay. */
  closeEndedSessionsOf(userId: number): Promise<void>;
  /** Sockets open on this process. */
  size(): number;
  /** Closes every socket (the server is stopping) and the bus. */
  close(): Promise<void>;
}

const SESSION_CHECK_MS = 60_000;

export function createChatHub(options: ChatHubOptions): ChatHub {
  const pending = new Set<ChatConnection>();
  const byUser = new Map<number, Set<ChatConnection>>();
  /** The bus subscription of each user with sockets here, settled once it is in place. */
  const watching = new Map<number, Promise<void>>();
  const { bus, log } = options;

  const deliverHere = (delivery: ChatDelivery) => {
    for (const userId of new Set(delivery.userIds)) {
      for (const connection of byUser.get(userId) ?? []) {
        if (connection.id !== delivery.origin) connection.deliver(delivery.message);
      }
    }
  };
  bus.onDelivery(deliverHere);

  const everyConnection = () => [...pending, ...[...byUser.values()].flatMap((set) => [...set])];

  // Idle and sign-in timeouts: checked a few times per timeout, so a socket closes at most a
  // quarter late.
  const sweep = setInterval(
    () => {
      const now = options.now().getTime();
      for (const connection of pending) {
        if (now - connection.openedAt > options.initTimeoutMs) {
          connection.close(CHAT_CLOSE_CODES.initTimeout, 'chat/initUser expected');
        }
      }
      for (const connections of byUser.values()) {
        for (const connection of connections) {
          if (now - connection.lastSeenAt > options.idleTimeoutMs) {
            connection.close(CHAT_CLOSE_CODES.idle, 'no ping');
          }
        }
      }
    },
    Math.max(250, Math.min(options.idleTimeoutMs, options.initTimeoutMs) / 4),
  );
  sweep.unref();

  /** Closes those of the signed-in sockets whose session has ended, by the one rule of a live session. */
  const closeEnded = async (signedIn: ChatConnection[]) => {
    if (signedIn.length === 0) return;
    const ids = [...new Set(signedIn.map((connection) => connection.user!.sessionId))];
    const live = await liveSessionsAmong(options.db, ids, options.now());
    for (const connection of signedIn) {
      if (!live.has(connection.user!.sessionId)) {
        connection.close(CHAT_CLOSE_CODES.unauthorized, 'session ended');
      }
    }
  };

  // Expiry is announced by nobody: every session is checked now and then.
  const checkSessions = setInterval(() => {
    closeEnded([...byUser.values()].flatMap((set) => [...set])).catch((error: unknown) =>
      log.error({ err: error }, 'chat: session check failed'),
    );
  }, options.sessionCheckMs ?? SESSION_CHECK_MS);
  checkSessions.unref();

  return {
    bus,
    open(connection) {
      pending.add(connection);
    },
    async signIn(connection) {
      pending.delete(connection);
      const userId = connection.user!.id;
      let connections = byUser.get(userId);
      if (!connections) {
        connections = new Set();
        byUser.set(userId, connections);
        // Without the bus (Redis away) the socket still gets this process's deliveries and the history.
        watching.set(
          userId,
          bus.watch(userId).catch((error: unknown) => log.warn({ err: error }, 'chat: watch failed')),
        );
      }
      connections.add(connection);
      // Ready only once this process receives the user's messages from the other processes.
      await watching.get(userId);
    },
    leave(connection) {
      pending.delete(connection);
      const userId = connection.user?.id;
      const connections = userId === undefined ? undefined : byUser.get(userId);
      if (!connections?.delete(connection) || connections.size > 0) return;
      byUser.delete(userId!);
      watching.delete(userId!);
      bus.unwatch(userId!).catch((error: unknown) => log.warn({ err: error }, 'chat: unwatch failed'));
    },
    deliver(message, origin) {
      const delivery = { userIds: [message.receiverId, message.senderId], message, origin };
      deliverHere(delivery);
      bus.publish(delivery).catch((error: unknown) => log.warn({ err: error }, 'chat: publish failed'));
    },
    async closeEndedSessionsOf(userId) {
      try {
        await closeEnded([...(byUser.get(userId) ?? [])]);
      } catch (error) {
        log.error({ err: error }, 'chat: ended sessions not closed (the periodic check will)');
      }
    },
    size: () => pending.size + [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      clearInterval(sweep);
      clearInterval(checkSessions);
      for (const connection of everyConnection()) {
        connection.close(CHAT_CLOSE_CODES.goingAway, 'server stopping');
      }
      await bus.close();
    },
  };
}
