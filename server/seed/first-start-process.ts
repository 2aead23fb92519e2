/**
 * The first start's seed runs in a child process (first-start-child.ts), not in the server's own:
 * drawing some 500 pictures with sharp leaves a process holding hundreds of megabytes it no longer
 * uses (the malloc arenas of libvips' threads, PGlite's WASM memory, which grows and never
 * shrinks), and only a process that ends gives them all back. Making a new embedded database
 * (PGlite's initdb) leaves about 150 MB behind as well, so a new one is made there too.
 * docs/benchmarks.md ("Memory") has the figures.
 *
 * The embedded PGlite is one process's database: the server closes its handle while the child
 * seeds and opens it again after. On PostgreSQL the server keeps its handle, and with it the
 * start-up lock, so other processes starting meanwhile still wait for the seed.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { DemoCredentials } from './demo-accounts.ts';
import type { FirstStartChildAnswer, FirstStartChildRequest } from './first-start-child.ts';

const CHILD = fileURLToPath(new URL('./first-start-child.ts', import.meta.url));

/**
 * A new embedded database (no data directory yet) made, migrated and seeded as the settings ask,
 * in the child: answers the credentials seeded (none when the settings ask for no demo), or undefined when there is no
 * new embedded database to make (PostgreSQL, or a data directory made before).
 */
export async function makeNewEmbeddedDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'pgliteDir'>,
): Promise<{ seeded: DemoCredentials | undefined } | undefined> {
  if (config.databaseUrl || existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) return undefined;
  return { seeded: await runChild({ migrate: true }) };
}

/** Seeds the demo with these credentials in the child; answers the database handle to go on with. */
export async function seedDemoInChildProcess(
  database: DatabaseHandle,
  credentials: DemoCredentials,
  reopen: () => Promise<DatabaseHandle>,
): Promise<DatabaseHandle> {
  const embedded = database.driver === 'pglite';
  if (embedded) await database.close();
  await runChild({ migrate: false, credentials });
  return embedded ? reopen() : database;
}

function runChild(request: FirstStartChildRequest): Promise<DemoCredentials | undefined> {
  // fork passes this process's execArgv on (tsx's loader), so the child runs TypeScript too; its
  // output is this process's. Credentials go over the IPC channel, never argv or environment.
  const child = fork(CHILD);
  return new Promise((resolve, reject) => {
    let answer: FirstStartChildAnswer | undefined;
    child.on('message', (message: FirstStartChildAnswer) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && answer && 'seeded' in answer) resolve(answer.seeded ?? undefined);
      else
        reject(
          new Error(
            answer && 'failed' in answer
              ? answer.failed
              : `the demo seed ended early (${signal ?? `exit code ${code}`})`,
          ),
        );
    });
    child.send(request);
  });
}
