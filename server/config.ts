/** Server configuration: every setting is an environment variable with a working default. */
import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CHAT_IDLE_TIMEOUT_MS } from '../src/contract/chat/chat-rules.ts';
import { DEVELOPMENT_KEYS } from '../src/contract/envelope.ts';
import {
  SECRET_SETTINGS,
  stripeEnvFields,
  stripeSettingsOf,
  stripeSettingsProblems,
} from './config-stripe.ts';

/** Development-only key for media URL signatures; production sets MEDIA_SIGNING_KEY. */
export const DEVELOPMENT_MEDIA_SIGNING_KEY = 'fanvault-dev-media-signing-key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
/** auto: a post whose files are all processed publishes at once; manual: it waits for an operator. */
const REVIEW_MODES = ['auto', 'manual'] as const;
/** local: files under DATA_DIR/media; s3: an S3-compatible bucket (S3_* settings). */
const STORAGE_DRIVERS = ['local', 's3'] as const;
/** Which payment provider takes the money (docs/decisions.md, "Money"). */
const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;

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

function httpUrl() {
  return urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL');
}

/** A whole number from `min`, given as digits; `fallback` when unset. */
function positiveInteger(fallback: number, min = 1) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d{1,15}$/.test(v) && Number(v) >= min, {
        message: `must be a whole number from ${min}`,
      })
      .transform(Number),
  );
}

function optionalText() {
  return z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
}

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** The address a process on this machine reaches a server listening on `host` at. */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0' || host === 'localhost') return '127.0.0.1';
  if (host === '::' || host === '::0') return '[::1]';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** Address groups proxy-addr (Fastify's trustProxy) knows by name. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's group names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Who may tell the client's address in X-Forwarded-For: nobody, everyone, N hops, or these proxies. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) >= 1 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
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
  MEDIA_IMAGE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]{43}=$/.test(v), {
        message: 'must be 32 bytes in base64 (44 characters, e.g. from `openssl rand -base64 32`)',
      })
      .transform((v) => Buffer.from(v, 'base64'))
      .optional(),
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
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed !== undefined) return parsed;
        ctx.addIssue({
          code: 'custom',
          message:
            'must be true, false, a hop count from 1, or a comma-separated list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('FanVault <no-reply@localhost>')),
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, httpUrl().default('https://accounts.google.com')),
  TWITTER_CLIENT_ID: optionalText(),
  TWITTER_CLIENT_SECRET: optionalText(),
  TWITTER_AUTHORIZATION_URL: z.preprocess(
    emptyToUndefined,
    httpUrl().default('https://x.com/i/oauth2/authorize'),
  ),
  TWITTER_TOKEN_URL: z.preprocess(emptyToUndefined, httpUrl().default('https://api.x.com/2/oauth2/token')),
  TWITTER_USERINFO_URL: z.preprocess(emptyToUndefined, httpUrl().default('https://api.x.com/2/users/me')),
  APPLE_CLIENT_ID: optionalText(),
  APPLE_TEAM_ID: optionalText(),
  APPLE_KEY_ID: optionalText(),
  APPLE_PRIVATE_KEY: z.preprocess(
    // A PEM often arrives on one line with literal \n (container and CI secrets).
    (value) => (typeof value === 'string' ? emptyToUndefined(value.replace(/\\n/g, '\n')) : value),
    z
      .string()
      .refine(isPrivateKey, { message: 'must be a PEM private key (the .p8 file Apple gives)' })
      .optional(),
  ),
  APPLE_ISSUER: z.preprocess(emptyToUndefined, httpUrl().default('https://appleid.apple.com')),
  UPLOAD_IMAGE_MAX_BYTES: positiveInteger(20 * 1024 * 1024, 1024),
  UPLOAD_IMAGE_MAX_PIXELS: positiveInteger(40_000_000, 1),
  UPLOADS_PER_HOUR: positiveInteger(200, 1),
  UPLOAD_VIDEO_MAX_BYTES: positiveInteger(4 * 1024 * 1024 * 1024, 1024),
  STORAGE_DRIVER: z.preprocess(
    emptyToUndefined,
    z.enum(STORAGE_DRIVERS, { message: `must be one of ${STORAGE_DRIVERS.join(', ')}` }).default('local'),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl().optional()),
  S3_BUCKET: optionalText(),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  JOBS_IN_PROCESS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  JOBS_CONCURRENCY: positiveInteger(1, 1),
  VIDEO_PROCESS_TIMEOUT_SECONDS: positiveInteger(3600, 10),
  VIDEO_PROCESS_MAX_MEMORY_MB: positiveInteger(2048, 256),
  REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).default('auto'),
  ),
  SEED_VIDEOS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  CREATOR_REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).default('auto'),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(PAYMENT_PROVIDER_NAMES, { message: `must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}` })
      .default('sandbox'),
  ),
  PLATFORM_FEE_BPS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('0')
      .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 10_000, {
        message: 'must be a whole number of basis points from 0 to 10000 (100 = 1 %)',
      })
      .transform(Number),
  ),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ),
  SANDBOX_WEBHOOK_URL: z.preprocess(emptyToUndefined, httpUrl().optional()),
  CHAT_IDLE_TIMEOUT_SECONDS: positiveInteger(CHAT_IDLE_TIMEOUT_MS / 1000, 1),
  ...stripeEnvFields,
});

/** Settings of one sign-in provider: all set turns it on, none leaves it off, some is a mistake. */
const OAUTH_SETTING_GROUPS = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  twitter: ['TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'],
  apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
} as const;

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // The embedded PGlite belongs to one process: a separate worker could not open it.
  if (!env.JOBS_IN_PROCESS && env.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['JOBS_IN_PROCESS'],
      message: 'can be false only with DATABASE_URL (a separate worker cannot share the embedded PGlite)',
    });
  }
  for (const names of Object.values(OAUTH_SETTING_GROUPS)) {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) continue;
    const given = names.filter((name) => env[name] !== undefined);
    for (const name of missing) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${given.join(', ')} is set` });
    }
  }
  if (env.STORAGE_DRIVER === 's3' && env.S3_BUCKET === undefined) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
  }
  // Web processes on other hosts do not share DATA_DIR, where an unset key is generated: each
  // would make its own, and an image encrypted by one would not open with another's app/config.
  if (env.NODE_ENV === 'production' && env.STORAGE_DRIVER === 's3' && env.MEDIA_IMAGE_KEY === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_IMAGE_KEY'],
      message:
        'is required in production with STORAGE_DRIVER s3 (processes on other hosts would each generate their own)',
    });
  }
  for (const problem of stripeSettingsProblems(env)) {
    ctx.addIssue({ code: 'custom', path: [problem.setting], message: problem.message });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key setting' });
  }
});

/** A configuration problem worded for the person starting the server, not a stack trace. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * The settings, checked and shaped into the configuration the server runs with. `ServerConfig` is
 * this schema's output type, so the type and the parsing cannot drift apart.
 */
const configSchema = checkedEnvSchema.transform((e) => {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    /** Unset: embedded PGlite under `{dataDir}/pglite`. */
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Where people reach the app, without a trailing slash. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    keys: { aesKey: e.API_AES_KEY, signKey: e.API_SIGN_KEY },
    mediaSigningKey: e.MEDIA_SIGNING_KEY,
    /**
     * The AES-256 key locked images are encrypted with for the app to decrypt; unset: generated
     * once under `{dataDir}/secrets/media-image.key` (server/media/image-cipher.ts).
     */
    mediaImageKey: e.MEDIA_IMAGE_KEY,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR),
    /**
     * Whose X-Forwarded-For to believe (Fastify's trustProxy). Off by default: the client is the
     * connection's address. Behind a reverse proxy, per-address rate limits need the real client.
     */
    trustProxy: e.TRUST_PROXY,
    /** Where the embedded database lives. */
    pgliteDir: path.join(dataDir, 'pglite'),
    /** Root of the local-disk media storage. */
    mediaDir: path.join(dataDir, 'media'),
    uploads: {
      /** Largest image file accepted, in bytes; the request body is cut off past it (413). */
      imageMaxBytes: e.UPLOAD_IMAGE_MAX_BYTES,
      /** Largest image accepted, in pixels (width x height, all frames); decompression bombs stop here. */
      imageMaxPixels: e.UPLOAD_IMAGE_MAX_PIXELS,
      /** Uploads one user may make in any hour (429 past it); video upload sessions count too. */
      perHour: e.UPLOADS_PER_HOUR,
      /** Largest video file accepted, in bytes (413 at start, and for any part or PUT past it). */
      videoMaxBytes: e.UPLOAD_VIDEO_MAX_BYTES,
    },
    /**
     * Where media bytes live: `local` under mediaDir, or an S3-compatible bucket. Without keys the
     * SDK's default chain (environment, instance role) supplies credentials.
     */
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            s3: {
              endpoint: e.S3_ENDPOINT,
              bucket: e.S3_BUCKET ?? '',
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            },
          }
        : { driver: 'local' as const },
    /**
     * How new and edited posts leave review (status 1): `auto` publishes them as soon as their files
     * are processed; `manual` leaves them for an operator (`npm run ops -- approve <postId>`).
     */
    reviewMode: e.REVIEW_MODE,
    /**
     * Whether the first-run demo seed makes its few video posts (with ffmpeg, when installed);
     * the end-to-end tests and the benchmarks turn it off so no encode runs beside them.
     */
    seedVideos: e.SEED_VIDEOS,
    /**
     * How creator applications are decided: `auto` approves one as it is submitted (auth_status 2,
     * role creator), so a new user can publish at once; `manual` leaves it pending (auth_status 1)
     * for an operator (`npm run ops -- approve-creator <username>` / `reject-creator`).
     */
    creatorReviewMode: e.CREATOR_REVIEW_MODE,
    jobs: {
      /**
       * true (default): the web process runs the background jobs (video processing) itself;
       * false: `npm run worker` runs them, so encodes never slow the web processes (PostgreSQL only).
       */
      inProcess: e.JOBS_IN_PROCESS,
      /** Jobs one process runs at once; an encode already uses every core. */
      concurrency: e.JOBS_CONCURRENCY,
    },
    video: {
      /** A processing step (ffprobe, one rendition's encode) is killed past this many seconds. */
      timeoutSeconds: e.VIDEO_PROCESS_TIMEOUT_SECONDS,
      /** Address-space limit of each ffmpeg/ffprobe process, in MiB (prlimit --as). */
      maxMemoryMb: e.VIDEO_PROCESS_MAX_MEMORY_MB,
    },
    payments: {
      /** Who takes the money: `sandbox`, the embedded test provider (docs/api.md, "The sandbox provider"), or `stripe`. */
      provider: e.PAYMENT_PROVIDER,
      /** The platform's share of every payment in basis points (100 = 1 %), rounded down; 0 by default. */
      feeBps: e.PLATFORM_FEE_BPS,
      /** The sandbox's webhook signing secret; unset: generated once under `{dataDir}/secrets`. */
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      /**
       * Where the sandbox delivers its events: our own `POST /webhooks/sandbox`, reached from the
       * process that runs the jobs (the web process or `npm run worker`).
       */
      sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL ?? `http://${loopbackOf(e.HOST)}:${e.PORT}/webhooks/sandbox`,
      /** Stripe's keys and webhook secret when Stripe is the provider (config-stripe.ts); else undefined. */
      stripe: stripeSettingsOf(e),
    },
    chat: {
      /**
       * A chat socket that sends nothing (the app pings every 8 s) for this long is closed; keep it
       * above the heartbeat and below a reverse proxy's own idle timeout.
       */
      idleTimeoutMs: e.CHAT_IDLE_TIMEOUT_SECONDS * 1000,
    },
    mail: {
      /** smtp:// or smtps:// URL; unset keeps mail in the outbox table. */
      smtpUrl: e.SMTP_URL,
      /** The From header, e.g. `FanVault <no-reply@example.com>`. */
      from: e.MAIL_FROM,
    },
    /** Sign-in providers with complete settings; an absent one is off. */
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
          : undefined,
      twitter:
        e.TWITTER_CLIENT_ID && e.TWITTER_CLIENT_SECRET
          ? {
              clientId: e.TWITTER_CLIENT_ID,
              clientSecret: e.TWITTER_CLIENT_SECRET,
              authorizationUrl: e.TWITTER_AUTHORIZATION_URL,
              tokenUrl: e.TWITTER_TOKEN_URL,
              userinfoUrl: e.TWITTER_USERINFO_URL,
            }
          : undefined,
      apple:
        e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY,
              issuer: e.APPLE_ISSUER,
            }
          : undefined,
    },
  };
});

/** The parsed configuration the server runs with: the output of its schema (z.infer). */
export type ServerConfig = z.infer<typeof configSchema>;
export type MailSettings = ServerConfig['mail'];
export type OAuthSettings = ServerConfig['oauth'];

/** Parses environment variables once at start-up so a bad setting stops the server early and clearly. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      const got = SECRET_SETTINGS.has(name) ? undefined : env[name];
      return `${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
