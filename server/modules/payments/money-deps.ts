/**
 * What the money services need, the same whether a call, the webhook route, a job, an operator
 * command or the demo seed runs them: the database, the settings, the clock, the provider and
 * where ids come from. A call's context provides all but the provider, which is made once per
 * configuration.
 */
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CallContext } from '../../http/call-context.ts';
import { randomIds, type IdSource } from './ids.ts';
import pino from 'pino';
import type { PaymentProvider } from './providers/provider.ts';
import { createSandboxProvider } from './providers/sandbox/sandbox-provider.ts';
import { resolveSandboxSecret } from './providers/sandbox/sandbox-secret.ts';
import { createStripeProvider } from './providers/stripe/stripe-provider.ts';

export interface MoneyDeps {
  db: Database;
  config: ServerConfig;
  now(): Date;
  provider: PaymentProvider;
  ids: IdSource;
}

const providers = new WeakMap<ServerConfig, PaymentProvider>();

function createProvider(config: ServerConfig): PaymentProvider {
  const stripe = config.payments.stripe;
  if (config.payments.provider === 'stripe' && stripe) {
    // The same level and silence as the server's own log (app.ts).
    const log = pino({ level: config.nodeEnv === 'test' ? 'silent' : config.logLevel, name: 'stripe' });
    return createStripeProvider({ settings: stripe, publicUrl: config.publicUrl, log });
  }
  return createSandboxProvider({ secret: () => resolveSandboxSecret(config), ids: randomIds });
}

/** The configured provider (PAYMENT_PROVIDER), one per configuration. */
export function paymentProviderOf(config: ServerConfig): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

/** The money deps of one API call. */
export function moneyDepsOf(ctx: CallContext): MoneyDeps {
  return {
    db: ctx.db,
    config: ctx.config,
    now: ctx.now,
    provider: paymentProviderOf(ctx.config),
    ids: randomIds,
  };
}
