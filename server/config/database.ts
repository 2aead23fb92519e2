/** Where the server's state lives: the data folder, the database and Redis. */
import path from 'node:path';
import { z } from 'zod';
import { emptyToUndefined, urlWithProtocols } from './fields.ts';

/** DATA_DIR, DATABASE_URL, REDIS_URL and REDIS_PREFIX. */
export const databaseEnvSchema = z.object({
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL').optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  ),
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('fanvault')
      .refine((v) => /^[\w.-]{1,64}$/.test(v), { message: 'must be 1 to 64 letters, digits, _, . or -' }),
  ),
});

/** The data folder as an absolute path (the media and the embedded database live under it). */
export function dataDirOf(e: { DATA_DIR: string }): string {
  return path.resolve(e.DATA_DIR);
}

/** The database's part of the configuration. */
export function databaseSettingsOf(e: z.output<typeof databaseEnvSchema>) {
  const dataDir = dataDirOf(e);
  return {
    dataDir,
    /** Unset: embedded PGlite under `{dataDir}/pglite`. */
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /**
     * What every Redis key and pub/sub channel of the server starts with (`{prefix}:rl:...` the
     * rate-limit counters, `{prefix}:chat:u:{user id}` the chat's channels), so deployments that
     * share one Redis never count or hear each other. The processes of one deployment share one.
     */
    redisPrefix: e.REDIS_PREFIX,
    /** Where the embedded database lives. */
    pgliteDir: path.join(dataDir, 'pglite'),
  };
}
