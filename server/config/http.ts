/**
 * The web server's settings: where it listens and is reached, how it logs, which proxies it
 * believes, and the envelope's keys (product spec section 2).
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { emptyToUndefined, urlWithProtocols } from './fields.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** The address a process on this machine reaches a server listening on `host` at. */
export function loopbackOf(host: string): string {
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

/** PORT, HOST, PUBLIC_URL, the envelope keys, NODE_ENV, LOG_LEVEL, DIST_DIR and TRUST_PROXY. */
export const httpEnvSchema = z.object({
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
});

/** The web server's part of the configuration. */
export function httpSettingsOf(e: z.output<typeof httpEnvSchema>) {
  return {
    port: e.PORT,
    host: e.HOST,
    /** Where people reach the app, without a trailing slash. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    keys: { aesKey: e.API_AES_KEY, signKey: e.API_SIGN_KEY },
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve(e.DIST_DIR),
    /**
     * Whose X-Forwarded-For to believe (Fastify's trustProxy). Off by default: the client is the
     * connection's address. Behind a reverse proxy, per-address rate limits need the real client.
     */
    trustProxy: e.TRUST_PROXY,
  };
}
