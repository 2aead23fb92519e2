/** Server configuration: every setting is an environment variable with a working default. */
import path from 'node:path';
import { z } from 'zod';
import { DEVELOPMENT_KEYS } from '../src/contract/envelope.ts';

/** Development-only key for media URL signatures; production sets MEDIA_SIGNING_KEY. */
export const DEVELOPMENT_MEDIA_SIGNING_KEY = 'fanvault-dev-media-signing-key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

function urlWithProtocols(protocols: readonly string[], description: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${description}` },
  );
}

const envSchema = z.object({
  PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('3000')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
        message: 'must be an integer from 1 to 65535',
      })
      .transform(Number),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL').optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL').optional(),
  ),
  API_AES_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(DEVELOPMENT_KEYS.aesKey)
      .refine((v) => Buffer.byteLength(v, 'utf8') === 32, { message: 'must be exactly 32 bytes of UTF-8' }),
  ),
  API_SIGN_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters' }).default(DEVELOPMENT_KEYS.signKey),
  ),
  MEDIA_SIGNING_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters' }).default(DEVELOPMENT_MEDIA_SIGNING_KEY),
  ),
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  DIST_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./dist')),
});

/** The parsed configuration the server runs with. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under `{dataDir}/pglite`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where people reach the app, without a trailing slash. */
  publicUrl: string;
  keys: { aesKey: string; signKey: string };
  mediaSigningKey: string;
  nodeEnv: (typeof NODE_ENVS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  distDir: string;
  /** Where the embedded database lives. */
  pgliteDir: string;
  /** Root of the local-disk media storage. */
  mediaDir: string;
}

/** A configuration problem worded for the person starting the server, not a stack trace. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses environment variables once at start-up so a bad setting stops the server early and clearly. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      const got = env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    keys: { aesKey: e.API_AES_KEY, signKey: e.API_SIGN_KEY },
    mediaSigningKey: e.MEDIA_SIGNING_KEY,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR),
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
  };
}
