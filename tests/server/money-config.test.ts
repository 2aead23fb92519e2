/** The money settings (issue 10): PAYMENT_PROVIDER, PLATFORM_FEE_BPS, the sandbox's webhook and Stripe's keys. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { platformFeeCents } from '../../server/modules/ledger/ledger-accounts.ts';
import {
  GENERATED_SANDBOX_SECRET_FILE,
  resolveSandboxSecret,
} from '../../server/modules/payments/providers/sandbox/sandbox-secret.ts';

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('payment settings', () => {
  it('default to the sandbox, a 0 % fee, tips up to 200 and a webhook on this machine', () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({
      provider: 'sandbox',
      feeBps: 0,
      paymentCost: { bps: 0, fixedCents: 0 },
      tipMaxAmount: 200,
      sandboxWebhookSecret: undefined,
      sandboxWebhookUrl: 'http://127.0.0.1:3000/webhooks/sandbox',
      stripe: undefined,
    });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).payments.sandboxWebhookUrl).toBe(
      'http://127.0.0.1:8080/webhooks/sandbox',
    );
    expect(loadConfig({ HOST: '::' }).payments.sandboxWebhookUrl).toBe('http://[::1]:3000/webhooks/sandbox');
  });

  const STRIPE = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51FanVaultSecretKey0001',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51FanVaultPublishable0001',
    STRIPE_WEBHOOK_SECRET: 'whsec_FanVaultWebhookSecret0001',
  };

  it('takes stripe with its three settings; a test key pair is test mode', () => {
    expect(loadConfig(STRIPE).payments.stripe).toEqual({
      secretKey: 'sk_test_51FanVaultSecretKey0001',
      publishableKey: 'pk_test_51FanVaultPublishable0001',
      webhookSecret: 'whsec_FanVaultWebhookSecret0001',
      live: false,
      apiUrl: undefined,
    });
    const live = loadConfig({
      ...STRIPE,
      STRIPE_SECRET_KEY: 'rk_live_51FanVaultRestricted01',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51FanVaultPublishable0001',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(live.payments.stripe).toMatchObject({ live: true, apiUrl: 'http://127.0.0.1:12111' });
    expect(errorOf({ PAYMENT_PROVIDER: 'paypal' })).toMatch(
      /^Invalid configuration: PAYMENT_PROVIDER must be one of sandbox, stripe/,
    );
  });

  it('stops start-up when a stripe setting is missing, naming each', () => {
    expect(errorOf({ PAYMENT_PROVIDER: 'stripe' })).toBe(
      'Invalid configuration: ' +
        [
          'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER is stripe (docs/operations.md, "Stripe")',
          'STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER is stripe (docs/operations.md, "Stripe")',
          'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is stripe (docs/operations.md, "Stripe")',
        ].join('; '),
    );
    expect(errorOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toBe(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is stripe (docs/operations.md, "Stripe")',
    );
  });

  it('refuses a key in the wrong setting and a test key beside a live one, never repeating a secret', () => {
    const swapped = errorOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_51FanVaultPublishable0001' });
    expect(swapped).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_test_… / rk_live_…)',
    );
    const webhook = errorOf({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'sk_live_51ALiveSecretPastedHere' });
    expect(webhook).toMatch(
      /STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret \(whsec_…\)$/,
    );
    expect(webhook).not.toContain('sk_live_51ALiveSecretPastedHere');
    expect(errorOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toMatch(
      /STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key \(pk_test_… or pk_live_…\) \(got "sk_test_x"\)/,
    );
    expect(errorOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51FanVaultPublishable0001' })).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY is a live key but STRIPE_SECRET_KEY is a test key: use the pair of one mode (got "pk_live_51FanVaultPublishable0001")',
    );
    expect(errorOf({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toMatch(
      /STRIPE_API_URL must be an http:\/\/ or https:\/\/ address with no path/,
    );
  });

  it('leaves the stripe settings unused with the sandbox', () => {
    expect(loadConfig({ ...STRIPE, PAYMENT_PROVIDER: 'sandbox' }).payments.stripe).toBeUndefined();
  });

  it('takes PLATFORM_FEE_BPS from 0 to 10000; the fee rounds down', () => {
    expect(loadConfig({ PLATFORM_FEE_BPS: '250' }).payments.feeBps).toBe(250);
    for (const bad of ['-1', '10001', '2.5', 'ten'])
      expect(errorOf({ PLATFORM_FEE_BPS: bad })).toMatch(
        /^Invalid configuration: PLATFORM_FEE_BPS must be a whole number/,
      );
    expect(platformFeeCents(999, 1000)).toBe(99);
    expect(platformFeeCents(499, 0)).toBe(0);
    expect(platformFeeCents(100, 10_000)).toBe(100);
  });

  it('takes PAYMENT_COST_BPS (0 to 10000) and PAYMENT_COST_FIXED (0 to 999.99, two decimals) as cents', () => {
    expect(loadConfig({ PAYMENT_COST_BPS: '290', PAYMENT_COST_FIXED: '0.30' }).payments.paymentCost).toEqual({
      bps: 290,
      fixedCents: 30,
    });
    expect(loadConfig({ PAYMENT_COST_FIXED: '1.15' }).payments.paymentCost.fixedCents).toBe(115);
    for (const bad of ['-1', '10001', '2.9'])
      expect(errorOf({ PAYMENT_COST_BPS: bad })).toMatch(
        /^Invalid configuration: PAYMENT_COST_BPS must be a whole number/,
      );
    for (const bad of ['-0.30', '0.301', '1000', 'thirty'])
      expect(errorOf({ PAYMENT_COST_FIXED: bad })).toMatch(
        /^Invalid configuration: PAYMENT_COST_FIXED must be an amount/,
      );
  });

  it('takes TIP_MAX_AMOUNT as an amount of at least 1 with at most two decimals', () => {
    expect(loadConfig({ TIP_MAX_AMOUNT: '500.50' }).payments.tipMaxAmount).toBe(500.5);
    expect(loadConfig({ TIP_MAX_AMOUNT: '1' }).payments.tipMaxAmount).toBe(1);
    for (const bad of ['0.99', '0', '-5', '10.001', 'lots', '1e3'])
      expect(errorOf({ TIP_MAX_AMOUNT: bad })).toMatch(
        /^Invalid configuration: TIP_MAX_AMOUNT must be an amount/,
      );
  });

  it('takes SANDBOX_WEBHOOK_SECRET of at least 16 characters and SANDBOX_WEBHOOK_URL as an http URL', () => {
    expect(errorOf({ SANDBOX_WEBHOOK_SECRET: 'short' })).toMatch(
      /SANDBOX_WEBHOOK_SECRET must be at least 16 characters/,
    );
    expect(errorOf({ SANDBOX_WEBHOOK_URL: 'ftp://x' })).toMatch(/SANDBOX_WEBHOOK_URL must be an http/);
    expect(
      loadConfig({ SANDBOX_WEBHOOK_URL: 'http://web:3000/webhooks/sandbox' }).payments.sandboxWebhookUrl,
    ).toBe('http://web:3000/webhooks/sandbox');
  });

  it('generates the sandbox secret once under DATA_DIR when it is not set', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-secret-'));
    try {
      const settings = loadConfig({ DATA_DIR: dataDir });
      const [first, second] = await Promise.all([
        resolveSandboxSecret(settings),
        resolveSandboxSecret(settings),
      ]);
      expect(first).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(second).toBe(first);
      expect((await readFile(path.join(dataDir, GENERATED_SANDBOX_SECRET_FILE), 'utf8')).trim()).toBe(first);
      const given = loadConfig({ DATA_DIR: dataDir, SANDBOX_WEBHOOK_SECRET: 'a-secret-of-some-length' });
      expect(await resolveSandboxSecret(given)).toBe('a-secret-of-some-length');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
