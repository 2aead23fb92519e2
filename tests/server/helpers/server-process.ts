/**
 * The server as operators run it: `server/main.ts` in a child process of its own, on a free port of
 * 127.0.0.1, with the settings given. For the tests of what only a whole process shows: several
 * starting at once, a signal, its health endpoints around them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeResponse,
} from '../../../src/contract/envelope.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { seedDatabase } from '../../../server/seed/seed.ts';
import { createTestDatabase } from './test-database.ts';
import { GUEST_ID, ownRedisPrefix } from './test-server.ts';

const MAIN = fileURLToPath(new URL('../../../server/main.ts', import.meta.url));

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** What it printed so far, standard output and error together. */
  output(): string;
  /** Its exit code (null when a signal ended it), once it has exited. */
  exited: Promise<number | null>;
  /** Sends the signal and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Checks `condition` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ServerProcessOptions {
  name?: string;
  /** Settings over the test defaults (NODE_ENV=test, no demo videos, no academy encodes, a REDIS_PREFIX of its own). */
  env: Record<string, string | undefined>;
  /** How long it may take to answer `GET /livez`; a first start seeds the demo. @default 60 s */
  startTimeoutMs?: number;
}

/** How many times a start is tried again on another port when its own was taken meanwhile. */
const PORT_TAKEN_RETRIES = 2;

/** Starts `server/main.ts` and answers once it answers `GET /livez`; fails if it exits first. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  for (let retries = PORT_TAKEN_RETRIES; ; retries--) {
    try {
      return await startOnPort(options, await freePort());
    } catch (error) {
      // The port was free when drawn, but a process takes seconds to listen: on a busy machine
      // another one (a client's outgoing connection) took it in between once (2026-12-06).
      if (retries === 0 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnPort(options: ServerProcessOptions, port: number): Promise<ServerProcess> {
  const name = options.name ?? 'server';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_VIDEOS: 'false',
      SEED_ACADEMY: 'false',
      REDIS_PREFIX: ownRedisPrefix(),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const baseUrl = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const answers = async () => {
    if (gone) throw new Error(`${name} exited before it answered:\n${printed}`);
    return fetch(`${baseUrl}/livez`).then(
      (response) => response.ok,
      () => false,
    );
  };
  try {
    await waitUntil(answers, options.startTimeoutMs ?? 60_000, `${name} answers /livez`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    child,
    baseUrl,
    port,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

export interface ServerProcessData {
  /** DATA_DIR, and DATABASE_URL with PostgreSQL: the settings that point a process at it. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A migrated database with the small test seed in it, so a process started on it skips the demo
 * seed: a new PostgreSQL database when DATABASE_URL is set, else PGlite in DATA_DIR/pglite.
 */
export async function seededServerData(): Promise<ServerProcessData> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-process-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const seed = { profile: 'test', mediaDir: config.mediaDir, config } as const;
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  const database = await createTestDatabase();
  await seedDatabase(database.handle.db, seed);
  if (!adminUrl) {
    // The seeded in-memory database written into DATA_DIR/pglite, where the process opens it: no
    // initdb, no migration run (a few seconds each).
    const dump = await database.handle.dumpDataDir!();
    await database.dispose();
    const handle = await openDatabase({ pgliteDir: config.pgliteDir, pgliteTemplate: dump });
    await handle.close();
    return { env: { DATA_DIR: dataDir }, dispose: removeDataDir };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database.label}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      await database.dispose();
      await removeDataDir();
    },
  };
}

/** The form body of a call through the envelope, as the app sends it (signed in with `token`). */
export function envelopeBody(payload: Record<string, unknown>, token?: string): string {
  return encodeForm(
    sealRequest(
      { oauth_id: GUEST_ID, oauth_type: 'pwa', ...(token ? { token } : {}), ...payload },
      DEVELOPMENT_KEYS,
    ),
  );
}

/** Calls `/api/{path}` of a server process through the envelope and opens the answer. */
export async function callProcess(
  server: { baseUrl: string },
  apiPath: string,
  payload: Record<string, unknown> = {},
  token?: string,
): Promise<EnvelopeResponse> {
  const response = await fetch(`${server.baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: envelopeBody(payload, token),
  });
  return openResponse(await response.json(), DEVELOPMENT_KEYS);
}
