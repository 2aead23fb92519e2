/**
 * The server's own processes started as an operator starts them (`tsx server/main.ts`,
 * `server/worker.ts`, `server/ops/cli.ts`, `server/seed/cli.ts`), with NODE_ENV=production and the
 * embedded PGlite in a temporary DATA_DIR: for what production refuses and what it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeKeys,
  type EnvelopeResponse,
} from '../../../src/contract/envelope.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * Whether this run of the server suite is its PostgreSQL run. `npm test` runs the suite twice, on
 * the embedded PGlite and on PostgreSQL and Redis (DATABASE_URL set); the processes started here
 * take an embedded database of their own whatever the run's settings (`environment` below), so a
 * test made only of them would do the very same work twice: it runs in the embedded run alone
 * (`describe.skipIf(POSTGRES_RUN)`). The production start seeds the whole demo, a minute of CPU.
 */
export const POSTGRES_RUN = Boolean(process.env.DATABASE_URL);

/** Settings a production deployment may run with: its own keys, an https address, the sandbox asked for by name. */
export function goodProductionSettings(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // 24 random bytes in base64 are the 32 characters AES-256 takes.
    API_AES_KEY: randomBytes(24).toString('base64'),
    API_SIGN_KEY: randomBytes(32).toString('base64'),
    MEDIA_SIGNING_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://fans.example.test',
    ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes-anyone-can-pay-for-free',
  };
}

/** The envelope keys of these settings. */
export function keysOf(settings: Record<string, string>): EnvelopeKeys {
  return { aesKey: settings.API_AES_KEY!, signKey: settings.API_SIGN_KEY! };
}

/**
 * The environment of a spawned process: the shell's (PATH, HOME), the embedded database in
 * `dataDir`, nothing of the test run's own settings (NODE_ENV=test, CI's DATABASE_URL), then these.
 */
function environment(dataDir: string, settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    // Settings the test run itself may carry; unset here unless the test gives them.
    if (
      /^(NODE_ENV|DATABASE_URL|REDIS_URL|PUBLIC_URL|API_|MEDIA_|SEED_|PAYMENT_|PASSWORD_|SANDBOX_|ALLOW_)/.test(
        name,
      )
    )
      delete env[name];
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Nothing to encode beside the test: no demo videos, no academy lessons.
    SEED_VIDEOS: 'false',
    SEED_ACADEMY: 'false',
    ...settings,
  };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh, empty data directory. */
export function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'fanvault-production-'));
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  return output;
}

/** Runs one of the server's scripts to its end (`server/main.ts`, `server/ops/cli.ts` and its arguments...). */
export function runScript(
  script: readonly string[],
  dataDir: string,
  settings: Record<string, string>,
): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: ROOT,
    env: environment(dataDir, settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, ...output }));
  });
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ProductionServer {
  baseUrl: string;
  /** Everything the process printed so far. */
  output: { stdout: string; stderr: string };
  /** Calls `/api/{path}` through the envelope with these keys and opens the answer. */
  call(
    apiPath: string,
    payload: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ body: EnvelopeResponse; headers: Headers }>;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` and waits until /healthz answers; fails with its output if it exits first. */
export async function startProductionServer(
  dataDir: string,
  settings: Record<string, string>,
  timeoutMs: number,
): Promise<ProductionServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: environment(dataDir, { PORT: String(port), ...settings }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output.stdout}\n${output.stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz in time:\n${output.stdout}\n${output.stderr}`);
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const keys = keysOf(settings);
  return {
    baseUrl,
    output,
    async call(apiPath, payload, headers = {}) {
      const response = await fetch(`${baseUrl}/api/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: encodeForm(sealRequest({ oauth_id: GUEST, oauth_type: 'pwa', ...payload }, keys)),
      });
      return { body: openResponse(await response.json(), keys), headers: response.headers };
    },
    stop,
  };
}

const GUEST = '5a0c3e1d-2b4f-4a6e-8c7d-9e0f1a2b3c4d';
