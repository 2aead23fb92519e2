/**
 * The settings a benchmark's production server runs with: everything production asks of a
 * deployment (server/config/production.ts; docs/operations.md, "Production checklist"), made fresh
 * for each run, so a benchmark measures the server as production runs it and the rule needs no
 * way around it. The benchmark seals its requests with the keys it answers, and the app it serves
 * is built with them (production-build.ts), as a deployment builds its app with its own keys.
 */
import { randomBytes } from 'node:crypto';
import type { EnvelopeKeys } from '../../src/contract/envelope.ts';
import {
  SANDBOX_IN_PRODUCTION_CONSENT,
  SANDBOX_IN_PRODUCTION_SETTING,
} from '../../server/config/production.ts';

export interface BenchProductionSettings {
  /** The envelope's keys: the server's, the built app's and the benchmark's own requests'. */
  keys: EnvelopeKeys;
  /** The server's media signing key (chat tokens are signed with it too). */
  mediaSigningKey: string;
  /** The server's settings, to lay over the machine's environment. */
  env: Record<string, string>;
}

export interface BenchProductionOptions {
  /**
   * The https:// address people reach the app at: a TLS proxy's (tls-proxy.ts) when a browser
   * opens the app, else the address such a proxy would have, the benchmark calling the server
   * behind it directly.
   */
  publicUrl: string;
  /**
   * SEED_DEMO=true: an empty database gets the demo world on the first start, with random
   * passwords the server prints once. Off, it stays empty, as production leaves it.
   */
  seedDemo: boolean;
  /** The keys an app already built was built with; fresh ones otherwise. */
  keys?: EnvelopeKeys;
}

/** Envelope keys of this run only: 24 random bytes in base64 are the 32 bytes AES-256 takes. */
export function newEnvelopeKeys(): EnvelopeKeys {
  return { aesKey: randomBytes(24).toString('base64'), signKey: randomBytes(32).toString('base64') };
}

/**
 * The keys in API_AES_KEY and API_SIGN_KEY, for a benchmark handed an app built with them;
 * throws, naming them, when either is unset.
 */
export function envelopeKeysFromEnvironment(purpose: string): EnvelopeKeys {
  const aesKey = process.env.API_AES_KEY;
  const signKey = process.env.API_SIGN_KEY;
  if (!aesKey || !signKey)
    throw new Error(`${purpose} needs API_AES_KEY and API_SIGN_KEY set to the keys it was built with`);
  return { aesKey, signKey };
}

/** Fresh production settings for one benchmark run (see BenchProductionOptions). */
export function benchProductionSettings(options: BenchProductionOptions): BenchProductionSettings {
  const keys = options.keys ?? newEnvelopeKeys();
  const mediaSigningKey = randomBytes(32).toString('base64');
  return {
    keys,
    mediaSigningKey,
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: options.publicUrl,
      API_AES_KEY: keys.aesKey,
      API_SIGN_KEY: keys.signKey,
      MEDIA_SIGNING_KEY: mediaSigningKey,
      // The benchmarks pay with the sandbox (bench:pay), which production takes only by name.
      PAYMENT_PROVIDER: 'sandbox',
      [SANDBOX_IN_PRODUCTION_SETTING]: SANDBOX_IN_PRODUCTION_CONSENT,
      SEED_DEMO: String(options.seedDemo),
      // Nothing encodes beside what is measured: no demo videos, no academy lessons.
      SEED_VIDEOS: 'false',
      SEED_ACADEMY: 'false',
    },
  };
}
