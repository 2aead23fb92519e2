/**
 * What a production deployment refuses to run with, and the two things it does only when asked by
 * name (docs/operations.md, "Production checklist"). Outside production none of this applies: the
 * demo runs on the public development keys and publishes its passwords.
 *
 * Every process that runs a deployment checks it where it loads its settings
 * (`loadDeploymentConfig`, server/config.ts): the web server, `npm run worker`, `npm run ops` and
 * `npm run seed`. The tests' in-process servers load settings with `loadConfig` and are not held
 * to it.
 */
import { z } from 'zod';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { TEST_HASHING_SETTING } from './password-hashing.ts';
import { emptyToUndefined, type SettingProblem } from './fields.ts';
import { DEVELOPMENT_MEDIA_SIGNING_KEY } from './media.ts';
import { DEVELOPMENT_VAPID_KEYS } from './push.ts';

/**
 * The least a signing secret may hold in production: 256 bits, the size of HMAC-SHA256's own
 * output, so guessing the key is never easier than forging a signature.
 */
export const MIN_PRODUCTION_SECRET_BYTES = 32;

/** The setting that lets the sandbox take payments in production, and the only value it takes. */
export const SANDBOX_IN_PRODUCTION_SETTING = 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION';
export const SANDBOX_IN_PRODUCTION_CONSENT = 'yes-anyone-can-pay-for-free';

/** SEED_DEMO and ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION. */
export const productionEnvSchema = z.object({
  // No default here: unset, it follows NODE_ENV (productionSettingsOf).
  SEED_DEMO: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  ),
  // The value says what it allows, so no one turns it on by copying `true` from another setting.
  [SANDBOX_IN_PRODUCTION_SETTING]: z.preprocess(
    emptyToUndefined,
    z
      .literal(SANDBOX_IN_PRODUCTION_CONSENT, {
        message: `must be ${SANDBOX_IN_PRODUCTION_CONSENT} or unset`,
      })
      .optional(),
  ),
  // Read by server/auth/passwords.ts itself (the seed and the services hash without a config);
  // parsed here so production can refuse it.
  [TEST_HASHING_SETTING]: z.preprocess(emptyToUndefined, z.string().optional()),
});

type ProductionEnv = z.output<typeof productionEnvSchema> & { NODE_ENV: string };

/** The part of the configuration these settings make. */
export function productionSettingsOf(e: ProductionEnv) {
  return {
    /**
     * Whether an empty database gets the demo world (server/seed/): yes outside production, with
     * the published passwords; in production only with SEED_DEMO=true, and then with random
     * passwords printed once (server/seed/demo-accounts.ts).
     */
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
  };
}

/** The settings production reads, as the schemas parsed them (defaults applied). */
export interface ProductionCheckedEnv {
  PUBLIC_URL?: string | undefined;
  API_AES_KEY: string;
  API_SIGN_KEY: string;
  MEDIA_SIGNING_KEY: string;
  SANDBOX_WEBHOOK_SECRET?: string | undefined;
  PAYMENT_PROVIDER: string;
  [SANDBOX_IN_PRODUCTION_SETTING]?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  [TEST_HASHING_SETTING]?: string | undefined;
}

interface Secret {
  setting: 'API_AES_KEY' | 'API_SIGN_KEY' | 'MEDIA_SIGNING_KEY' | 'SANDBOX_WEBHOOK_SECRET';
  /** The public value the development default uses, when there is one. */
  development?: string;
  /** How to make a good one. */
  example: string;
}

/** The secrets production checks; unset ones without a default are generated per deployment. */
const SECRETS: readonly Secret[] = [
  // AES-256 takes exactly 32 bytes (the schema says so): 24 random bytes in base64 are 32 characters.
  { setting: 'API_AES_KEY', development: DEVELOPMENT_KEYS.aesKey, example: 'openssl rand -base64 24' },
  { setting: 'API_SIGN_KEY', development: DEVELOPMENT_KEYS.signKey, example: 'openssl rand -base64 32' },
  {
    setting: 'MEDIA_SIGNING_KEY',
    development: DEVELOPMENT_MEDIA_SIGNING_KEY,
    example: 'openssl rand -base64 32',
  },
  { setting: 'SANDBOX_WEBHOOK_SECRET', example: 'openssl rand -base64 32' },
];

function secretProblems(e: ProductionCheckedEnv): SettingProblem[] {
  const problems: SettingProblem[] = [];
  for (const { setting, development, example } of SECRETS) {
    const value = e[setting];
    if (value === undefined) continue;
    if (value === development) {
      problems.push({
        setting,
        message: `is unset or the public development key: set one of your own (\`${example}\`)`,
      });
    } else if (Buffer.byteLength(value, 'utf8') < MIN_PRODUCTION_SECRET_BYTES) {
      problems.push({
        setting,
        message: `is shorter than ${MIN_PRODUCTION_SECRET_BYTES} bytes, the least production takes (\`${example}\`)`,
      });
    }
  }
  // The envelope's keys ship inside the app, so anyone has them; the media key must stay secret.
  for (const shipped of ['API_SIGN_KEY', 'API_AES_KEY'] as const) {
    if (e.MEDIA_SIGNING_KEY === e[shipped] && e.MEDIA_SIGNING_KEY !== DEVELOPMENT_MEDIA_SIGNING_KEY) {
      problems.push({
        setting: 'MEDIA_SIGNING_KEY',
        message: `must differ from ${shipped}, which ships inside the app for anyone to read`,
      });
    }
  }
  return problems;
}

function publicUrlProblems(publicUrl: string | undefined): SettingProblem[] {
  if (publicUrl === undefined)
    return [
      {
        setting: 'PUBLIC_URL',
        message: 'is required in production: the https:// address people reach the app at',
      },
    ];
  if (new URL(publicUrl).protocol !== 'https:')
    return [
      {
        setting: 'PUBLIC_URL',
        message: `must be an https:// address in production (got ${JSON.stringify(publicUrl)})`,
      },
    ];
  return [];
}

function paymentProblems(e: ProductionCheckedEnv): SettingProblem[] {
  if (e.PAYMENT_PROVIDER !== 'sandbox' || e[SANDBOX_IN_PRODUCTION_SETTING] === SANDBOX_IN_PRODUCTION_CONSENT)
    return [];
  return [
    {
      setting: 'PAYMENT_PROVIDER',
      message:
        'is sandbox (the default), whose checkout page lets anyone approve their own payment: set ' +
        `PAYMENT_PROVIDER=stripe, or ${SANDBOX_IN_PRODUCTION_SETTING}=${SANDBOX_IN_PRODUCTION_CONSENT} for a demo`,
    },
  ];
}

/** Anyone may sign pushes with the published development pair; unset, push is simply off. */
function pushProblems(e: ProductionCheckedEnv): SettingProblem[] {
  if (e.VAPID_PRIVATE_KEY !== DEVELOPMENT_VAPID_KEYS.privateKey) return [];
  return [
    {
      setting: 'VAPID_PRIVATE_KEY',
      message:
        'is the public development key: make a pair of your own (`npx web-push generate-vapid-keys`) ' +
        'for VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or leave both unset to turn web push off',
    },
  ];
}

/** The test suites' cheap password hashing would make stolen hashes quick to crack. */
function passwordHashingProblems(e: ProductionCheckedEnv): SettingProblem[] {
  if (e[TEST_HASHING_SETTING] === undefined) return [];
  return [
    {
      setting: TEST_HASHING_SETTING,
      message: "is for the test suites only (passwords hashed far below OWASP's minimum cost): unset it",
    },
  ];
}

/** Everything production refuses in these settings, one problem per setting and reason. */
export function productionSettingsProblems(e: ProductionCheckedEnv): SettingProblem[] {
  return [
    ...secretProblems(e),
    ...publicUrlProblems(e.PUBLIC_URL),
    ...paymentProblems(e),
    ...pushProblems(e),
    ...passwordHashingProblems(e),
  ];
}
