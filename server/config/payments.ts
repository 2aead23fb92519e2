/**
 * Payment settings (docs/decisions.md, "Money"): which provider takes the money, the platform's
 * fee, the sandbox's webhook, and the Stripe settings (PAYMENT_PROVIDER=stripe; docs/operations.md,
 * "Stripe"): the account's secret and publishable keys, the webhook endpoint's signing secret and,
 * for stripe-mock or tests only, another API address. The Stripe settings' shapes are checked so a
 * key pasted into the wrong setting, or a test key beside a live one, stops start-up with a
 * message that names the setting and never prints a secret.
 */
import { z } from 'zod';
import { emptyToUndefined, httpUrl, type SettingProblem } from './fields.ts';
import { loopbackOf } from './http.ts';
import type { SaleRates } from '../../src/contract/rules/sale-split.ts';
import { TIP_MAX_AMOUNT_DEFAULT, TIP_MIN_AMOUNT } from '../../src/contract/rules/tip-rules.ts';

/** Which payment provider takes the money (docs/decisions.md, "Money"). */
const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;

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
export const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'VAPID_PRIVATE_KEY',
]);

/** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
const stripeEnvFields = {
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
function stripeSettingsProblems(env: StripeEnv): SettingProblem[] {
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
function stripeSettingsOf(env: StripeEnv): StripeSettings | undefined {
  if (env.PAYMENT_PROVIDER !== 'stripe') return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    live: /^(?:sk|rk)_live_/.test(env.STRIPE_SECRET_KEY!),
    apiUrl: env.STRIPE_API_URL,
  };
}

/** PAYMENT_PROVIDER, PLATFORM_FEE_BPS, PAYMENT_COST_*, TIP_MAX_AMOUNT, SANDBOX_* and STRIPE_*. */
export const paymentsEnvSchema = z.object({
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
  // What the payment provider takes of each payment, borne by the creator
  // (docs/decisions/fee-breakdown.md): basis points of it, rounded down, plus a fixed amount.
  PAYMENT_COST_BPS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('0')
      .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 10_000, {
        message: 'must be a whole number of basis points from 0 to 10000 (100 = 1 %)',
      })
      .transform(Number),
  ),
  PAYMENT_COST_FIXED: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('0')
      .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v), {
        message: 'must be an amount from 0 to 999.99 with at most two decimals',
      })
      .transform((v) => Math.round(Number(v) * 100)),
  ),
  TIP_MAX_AMOUNT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(TIP_MAX_AMOUNT_DEFAULT))
      .refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) >= TIP_MIN_AMOUNT, {
        message: `must be an amount from ${TIP_MIN_AMOUNT} to 999999.99 with at most two decimals`,
      })
      .transform(Number),
  ),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ),
  SANDBOX_WEBHOOK_URL: z.preprocess(emptyToUndefined, httpUrl().optional()),
  ...stripeEnvFields,
});

type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

/** What is wrong with the payment settings as a whole. */
export function paymentsSettingsProblems(e: PaymentsEnv): SettingProblem[] {
  return stripeSettingsProblems(e);
}

/** The payments part of the configuration; the sandbox's default webhook address is this server's. */
export function paymentsSettingsOf(e: PaymentsEnv & { HOST: string; PORT: number }) {
  return {
    payments: {
      /** Who takes the money: `sandbox`, the embedded test provider (docs/api.md, "The sandbox provider"), or `stripe`. */
      provider: e.PAYMENT_PROVIDER,
      /** The platform's share of every payment in basis points (100 = 1 %), rounded down; 0 by default. */
      feeBps: e.PLATFORM_FEE_BPS,
      /**
       * What the provider takes of each payment, borne by the creator: `bps` basis points of it
       * (rounded down) plus `fixedCents`; 0 and 0 by default.
       */
      paymentCost: { bps: e.PAYMENT_COST_BPS, fixedCents: e.PAYMENT_COST_FIXED },
      /** The largest tip, currency units (TIP_MAX_AMOUNT, 200 by default); the smallest is 1. */
      tipMaxAmount: e.TIP_MAX_AMOUNT,
      /** The sandbox's webhook signing secret; unset: generated once under `{dataDir}/secrets`. */
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      /**
       * Where the sandbox delivers its events: our own `POST /webhooks/sandbox`, reached from the
       * process that runs the jobs (the web process or `npm run worker`).
       */
      sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL ?? `http://${loopbackOf(e.HOST)}:${e.PORT}/webhooks/sandbox`,
      /** Stripe's keys and webhook secret when Stripe is the provider; else undefined. */
      stripe: stripeSettingsOf(e),
    },
  };
}

/** The rates a payment splits by (sale-split.ts): the platform's fee and the payment cost. */
export function saleRatesOf(config: {
  payments: { feeBps: number; paymentCost: { bps: number; fixedCents: number } };
}): SaleRates {
  const { feeBps, paymentCost } = config.payments;
  return { feeBps, costBps: paymentCost.bps, costFixedCents: paymentCost.fixedCents };
}
