/** Starts the real server on 127.0.0.1 (port 0) over a fresh, seeded database, and talks to it through the envelope. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeForm,
  type EnvelopeResponse,
} from '../../../src/contract/envelope.ts';
import { buildApp, type ChatOutlet } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import type { RegisteredHandler } from '../../../server/http/call-context.ts';
import type { Mailer } from '../../../server/mail/mailer.ts';
import { seedDatabase, type SeedSummary } from '../../../server/seed/seed.ts';
import { RecordingMailer } from './recording-mailer.ts';
import { cookieValues, recordSecrets, secretSettingsIn, secretsIn, serverLogFile } from './server-logs.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  /** When the seed ran; its scheduled posts are relative to this. */
  seededAt: Date;
  seed: SeedSummary | null;
  /** The server's clock; `advance` moves it (and the request timestamps) forward. */
  clock: TestClock;
  /** The mailer the server sends through: the one passed in, else a RecordingMailer. */
  mailer: Mailer;
  /** The app's chat delivery, for the jobs the tests run (a mass message's batches reach the sockets). */
  chatOutlet: ChatOutlet;
  /** Calls `/api/{path}` through the envelope and opens the answer. */
  call(path: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** Posts a raw form (for broken envelopes) and opens the answer. */
  post(path: string, body: string, headers?: Record<string, string>, address?: string): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  language?: string;
  /** Seconds since the epoch written into the request. */
  now?: number;
  /** Changes the sealed form before it is sent. */
  tamper?: (form: EnvelopeForm) => EnvelopeForm;
  /**
   * Loopback address to send from (`127.0.0.2`...), so the server sees another client address;
   * default 127.0.0.1.
   */
  address?: string;
  /** More request headers, e.g. X-Forwarded-For as a reverse proxy would add it. */
  headers?: Record<string, string>;
}

export interface CallResult {
  httpStatus: number;
  body: EnvelopeResponse;
  /** The answer's Set-Cookie headers (the media pass). */
  setCookies: string[];
}

/**
 * A REDIS_PREFIX no other server uses, so test servers on one Redis (this run's, and the runs
 * before it, whose counters last an hour) never count each other's attempts or hear each other's
 * chat, as separate deployments would not.
 */
export function ownRedisPrefix(): string {
  return `fanvault-test-${randomBytes(6).toString('hex')}`;
}

/** A guest id like the app generates once and keeps. */
export const GUEST_ID = '7d1f2c3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

/** Options of startTestServer; add new ones here, every one optional. */
export interface TestServerOptions {
  distDir?: string;
  seed?: boolean;
  /** Seeds the demo's money too (server/seed/money-plan.ts); off by default, as in the test profile. */
  seedMoney?: boolean;
  /** Where mail goes; default a RecordingMailer the test reads codes from. */
  mailer?: Mailer;
  /** True: pass no mailer, so the server builds its own from the settings (SMTP_URL or the outbox). */
  configuredMailer?: boolean;
  /** Settings merged over the test defaults (SMTP_URL, GOOGLE_CLIENT_ID, NODE_ENV...). */
  env?: Record<string, string>;
  /** The calls to serve instead of every module's: a test's own calls. */
  handlers?: readonly RegisteredHandler[];
  /** Receives the server's log lines, parsed (a test server logs nothing otherwise). */
  logs?: Record<string, unknown>[];
  /** The DATA_DIR to run in, kept at close; default a fresh temporary folder, removed at close. */
  dataDir?: string;
  /** The database to serve (on disk, restored...) instead of a fresh one; disposed at close. */
  database?: TestDatabase;
}

/** Sends a form from a given local address (node's fetch cannot choose its source address). */
function postFrom(url: string, body: string, headers: Record<string, string>, localAddress: string) {
  return new Promise<{ status: number; json: unknown; setCookies: string[] }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(text),
            setCookies: response.headers['set-cookie'] ?? [],
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The tokens, secrets and cookies an answer hands out, recorded for the run's log check. */
function recorded(result: CallResult): CallResult {
  recordSecrets([...secretsIn(result.body.data), ...cookieValues(result.setCookies)]);
  return result;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'fanvault-test-')));
  const logFile = serverLogFile();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? path.join(dataDir, 'no-dist'),
    // With REDIS_URL set (CI), rate limits and the chat bus run on Redis as in production.
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: ownRedisPrefix(),
    // Every line, Fastify's per-request ones too, goes to the run's log file, which is checked
    // for secrets after the run (tests/setup/server-log-check.ts).
    ...(logFile ? { LOG_LEVEL: 'debug' } : {}),
    ...options.env,
  });
  recordSecrets(secretSettingsIn(options.env));
  const database = options.database ?? (await createTestDatabase());
  const seededAt = new Date();
  const seed =
    options.seed === false
      ? null
      : await seedDatabase(database.handle.db, {
          profile: 'test',
          mediaDir: config.mediaDir,
          now: seededAt,
          money: options.seedMoney ?? false,
          config,
        });
  const clock = new TestClock();
  const mailer = options.mailer ?? new RecordingMailer();
  const chatOutlet: ChatOutlet = {};
  const app = await buildApp(config, {
    database: database.handle,
    chatOutlet,
    ...(options.configuredMailer ? {} : { mailer }),
    clock,
    ...(options.handlers
      ? { handlers: new Map(options.handlers.map((handler) => [handler.call.path, handler])) }
      : {}),
    ...(options.logs || logFile
      ? {
          logStream: {
            write: (line: string) => {
              logFile?.write(line);
              options.logs?.push(JSON.parse(line));
            },
          },
        }
      : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const post = async (
    apiPath: string,
    body: string,
    headers: Record<string, string> = {},
    address?: string,
  ) => {
    const allHeaders = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
    if (address) {
      const response = await postFrom(`${baseUrl}/api/${apiPath}`, body, allHeaders, address);
      return recorded({
        httpStatus: response.status,
        body: openResponse(response.json, DEVELOPMENT_KEYS),
        setCookies: response.setCookies,
      });
    }
    const response = await fetch(`${baseUrl}/api/${apiPath}`, { method: 'POST', headers: allHeaders, body });
    return recorded({
      httpStatus: response.status,
      body: openResponse(await response.json(), DEVELOPMENT_KEYS),
      setCookies: response.headers.getSetCookie(),
    });
  };

  return {
    baseUrl,
    app,
    config,
    database,
    seededAt,
    seed,
    clock,
    mailer,
    chatOutlet,
    post,
    call(apiPath, payload = {}, callOptions = {}) {
      recordSecrets(secretsIn(payload));
      let form = sealRequest({ oauth_id: GUEST_ID, oauth_type: 'pwa', ...payload }, DEVELOPMENT_KEYS, {
        now: callOptions.now ?? Math.floor(clock.now().getTime() / 1000),
      });
      if (callOptions.tamper) form = callOptions.tamper(form);
      return post(
        apiPath,
        encodeForm(form),
        {
          ...(callOptions.language ? { 'accept-language': callOptions.language } : {}),
          ...callOptions.headers,
        },
        callOptions.address,
      );
    },
    async close() {
      await app.close();
      await database.dispose();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
