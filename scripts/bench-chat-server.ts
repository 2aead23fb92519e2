/**
 * One chat server process for `npm run bench:chat` (scripts/bench-chat.ts): the production app
 * (buildApp, as server/main.ts builds it, with the settings checked as a deployment's are:
 * loadDeploymentConfig) on an already migrated PostgreSQL database, with the chat
 * bus on REDIS_URL when set (processes given one REDIS_PREFIX serve one conversation). It
 * listens on a free port of 127.0.0.1 and writes `{"port":N}` on standard output; then each line
 * `mem` on standard input is answered with a line of process.memoryUsage() taken after a full
 * garbage collection (run with --expose-gc), so the benchmark reads what the sockets really hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../server/app.ts';
import { loadDeploymentConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is needed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-chat-'));
  const config = loadDeploymentConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-app'),
  });
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

  const gc = (globalThis as { gc?: () => void }).gc;
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() !== 'mem') return;
    gc?.();
    gc?.();
    process.stdout.write(`${JSON.stringify(process.memoryUsage())}\n`);
  });
  const stop = () => {
    app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
