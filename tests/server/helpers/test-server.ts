/** Starts the real server on 127.0.0.1 (port 0) over a fresh, seeded database, and talks to it through the envelope. */
import { mkdtemp, rm } from 'node:fs/promises';
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
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { seedDatabase, type SeedSummary } from '../../../server/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  /** When the seed ran; its scheduled posts are relative to this. */
  seededAt: Date;
  seed: SeedSummary | null;
  /** Calls `/api/{path}` through the envelope and opens the answer. */
  call(path: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  /** Posts a raw form (for broken envelopes) and opens the answer. */
  post(path: string, body: string, headers?: Record<string, string>): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  language?: string;
  /** Seconds since the epoch written into the request. */
  now?: number;
  /** Changes the sealed form before it is sent. */
  tamper?: (form: EnvelopeForm) => EnvelopeForm;
}

export interface CallResult {
  httpStatus: number;
  body: EnvelopeResponse;
}

/** A guest id like the app generates once and keeps. */
export const GUEST_ID = '7d1f2c3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

export async function startTestServer(
  options: { distDir?: string; seed?: boolean } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? path.join(dataDir, 'no-dist'),
  });
  const database = await createTestDatabase();
  const seededAt = new Date();
  const seed =
    options.seed === false
      ? null
      : await seedDatabase(database.handle.db, { profile: 'test', mediaDir: config.mediaDir, now: seededAt });
  const app = await buildApp(config, { database: database.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const post = async (apiPath: string, body: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
    return { httpStatus: response.status, body: openResponse(await response.json(), DEVELOPMENT_KEYS) };
  };

  return {
    baseUrl,
    app,
    config,
    database,
    seededAt,
    seed,
    post,
    call(apiPath, payload = {}, callOptions = {}) {
      let form = sealRequest(
        { oauth_id: GUEST_ID, oauth_type: 'pwa', ...payload },
        DEVELOPMENT_KEYS,
        callOptions.now === undefined ? {} : { now: callOptions.now },
      );
      if (callOptions.tamper) form = callOptions.tamper(form);
      return post(
        apiPath,
        encodeForm(form),
        callOptions.language ? { 'accept-language': callOptions.language } : {},
      );
    },
    async close() {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
