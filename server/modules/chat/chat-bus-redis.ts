/**
 * The chat bus over Redis pub/sub (chat-bus.ts): channel `{prefix}:u:{user id}` per user, each
 * process subscribed to the users it holds sockets of. One connection publishes, one subscribes
 * (a subscribed Redis connection can do nothing else). While Redis is away, publishes wait in
 * ioredis's queue and are sent once it is back, and subscriptions are renewed on reconnect; what
 * is lost meanwhile is still in the history.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ChatBus, ChatDelivery } from './chat-bus.ts';
import type { StoredChatMessage } from './chat-store.ts';

/** How long start-up waits for Redis before going on (deliveries queue meanwhile). */
const READY_WAIT_MS = 3000;

interface WireDelivery {
  /** The publishing process, which delivered to its own sockets already. */
  p: string;
  /** The socket that sent the message. */
  o: string;
  m: StoredChatMessage;
}

export interface RedisBusOptions {
  url: string;
  /** Channel prefix (`{REDIS_PREFIX}:chat`): the processes of one deployment share it. */
  prefix: string;
  log: FastifyBaseLogger;
}

function waitReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, READY_WAIT_MS);
    redis.once('ready', done);
  });
}

/** A bus over Redis; resolves once both connections are up (or after a short wait without them). */
export async function createRedisBus(options: RedisBusOptions): Promise<ChatBus> {
  const processId = randomUUID();
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 3, connectTimeout: 2000 });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: 3, connectTimeout: 2000 });
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) =>
      options.log.warn({ err: error, connection: name }, 'chat bus: Redis unavailable'),
    );
  }
  const channelOf = (userId: number) => `${options.prefix}:u:${userId}`;
  const userOf = (channel: string) => Number(channel.slice(channel.lastIndexOf(':') + 1));
  const handlers: ((delivery: ChatDelivery) => void)[] = [];

  subscriber.on('message', (channel: string, text: string) => {
    let wire: WireDelivery;
    try {
      wire = JSON.parse(text) as WireDelivery;
    } catch (error) {
      options.log.error({ err: error, channel }, 'chat bus: unreadable delivery');
      return;
    }
    if (wire.p === processId) return;
    const delivery = { userIds: [userOf(channel)], message: wire.m, origin: wire.o };
    for (const handler of handlers) handler(delivery);
  });

  await Promise.all([waitReady(publisher), waitReady(subscriber)]);
  return {
    processId,
    async publish(delivery) {
      const text = JSON.stringify({
        p: processId,
        o: delivery.origin,
        m: delivery.message,
      } satisfies WireDelivery);
      const batch = publisher.pipeline();
      for (const userId of new Set(delivery.userIds)) batch.publish(channelOf(userId), text);
      await batch.exec();
    },
    async watch(userId) {
      await subscriber.subscribe(channelOf(userId));
    },
    async unwatch(userId) {
      await subscriber.unsubscribe(channelOf(userId));
    },
    onDelivery(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}
