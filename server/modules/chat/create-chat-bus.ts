/** The chat bus the configuration asks for: Redis pub/sub with REDIS_URL, else in-process. */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import { createInProcessBus, type ChatBus } from './chat-bus.ts';
import { createRedisBus } from './chat-bus-redis.ts';

export async function createChatBus(config: ServerConfig, log: FastifyBaseLogger): Promise<ChatBus> {
  if (!config.redisUrl) return createInProcessBus();
  // The processes of one deployment (one REDIS_PREFIX) hear each other; other deployments do not.
  return createRedisBus({ url: config.redisUrl, prefix: `${config.redisPrefix}:chat`, log });
}
