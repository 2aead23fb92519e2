/**
 * The Stripe settings (PAYMENT_PROVIDER=stripe; docs/operations.md, "Stripe"): the account's secret
 * and publishable keys, the webhook endpoint's signing secret and, for stripe-mock or tests only,
 * another API address. Read by the one configuration schema (config.ts); their shapes are checked
 * here so a key pasted into the wrong setting, or a test key beside a live one, stops start-up
 * with a message that names the setting and never prints a secret.
 */
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

function shaped(pattern: RegExp, message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) => value.trim())
      .refine((value) => pattern.test(value), { message })
      .optional(),
  );
}

/** Settings whose values a configuration error never repeats (they are secrets). */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

export const stripeEnvFields = {
  STRIPE_SECRET_KEY: shaped(
    /^(sk|rk)_(test|live)_[0-9A-Za-z]{8,}$/,
    'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_test_… / rk_live_…)',
  ),
  STRIPE_PUBLISHABLE_KEY: shaped(
    /^pk_(test|live)_[0-9A-Za-z]{8,}$/,
    'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  ),
  STRIPE_WEBHOOK_SECRET: shaped(
    /^whsec_[0-9A-Za-z+/=]{8,}$/,
    "must be the webhook endpoint's signing secret (whsec_…)",
  ),
  STRIPE_API_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/';
          } catch {
            return false;
          }
        },
        { message: 'must be an http:// or https:// address with no path (stripe-mock or a test server)' },
      )
      .optional(),
  ),
};

type StripeEnv = {
  PAYMENT_PROVIDER: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL?: string | undefined;
};

const REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** What is wrong with the Stripe settings as a whole: a missing one, or keys of two modes. */
export function stripeSettingsProblems(env: StripeEnv): { setting: string; message: string }[] {
  if (env.PAYMENT_PROVIDER !== 'stripe') return [];
  const problems = REQUIRED.filter((name) => env[name] === undefined).map((setting) => ({
    setting,
    message: 'is required when PAYMENT_PROVIDER is stripe (docs/operations.md, "Stripe")',
  }));
  const secretMode = /^(?:sk|rk)_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? '')?.[1];
  const publishableMode = /^pk_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode)
    problems.push({
      setting: 'STRIPE_PUBLISHABLE_KEY',
      message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key: use the pair of one mode`,
    });
  return problems;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Test mode (sk_test_/rk_test_) or live. */
  live: boolean;
  /** Where the API is reached: Stripe's own unless set (stripe-mock, the tests' fake). */
  apiUrl: string | undefined;
}

/** The Stripe settings the server runs with, when Stripe is the provider. */
export function stripeSettingsOf(env: StripeEnv): StripeSettings | undefined {
  if (env.PAYMENT_PROVIDER !== 'stripe') return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    live: /^(?:sk|rk)_live_/.test(env.STRIPE_SECRET_KEY!),
    apiUrl: env.STRIPE_API_URL,
  };
}
