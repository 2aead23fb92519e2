/**
 * One chat server process for chat-cluster.test.ts: the real app (buildApp) on an existing, already
 * migrated PostgreSQL database (DATABASE_URL) with the chat bus on REDIS_URL under the prefix
 * REDIS_PREFIX, so several of these serve one conversation. It listens on a free port
 * of 127.0.0.1 and writes `{"port":N}` as its first line of standard output. The test stops it
 * with SIGKILL, as a crash would: nothing is closed or flushed on the way out.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const prefix = process.env.REDIS_PREFIX;
  if (!databaseUrl || !redisUrl || !prefix) {
    throw new Error('DATABASE_URL, REDIS_URL and REDIS_PREFIX are needed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-chat-cluster-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
  });
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
