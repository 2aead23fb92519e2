/** The chat bus the configuration asks for: Redis pub/sub with REDIS_URL, else in-process. */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { createInProcessBus, type ChatBus } from './chat-bus.ts';
import { createRedisBus } from './chat-bus-redis.ts';

/** The channel prefix of a deployment's processes. */
export const CHAT_CHANNEL_PREFIX = 'fanvault:chat';

export async function createChatBus(
  config: ServerConfig,
  log: FastifyBaseLogger,
  prefix?: string,
): Promise<ChatBus> {
  if (!config.redisUrl) return createInProcessBus();
  return createRedisBus({
    url: config.redisUrl,
    // Test servers on one Redis must not hear each other's users (each has its own database).
    prefix:
      prefix ??
      (config.nodeEnv === 'test'
        ? `fanvault-test-chat-${randomBytes(6).toString('hex')}`
        : CHAT_CHANNEL_PREFIX),
    log,
  });
}
