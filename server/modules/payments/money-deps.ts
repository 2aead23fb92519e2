/**
 * What the money services need, the same whether a call, the webhook route, a job, an operator
 * command or the demo seed runs them: the database, the settings, the clock, the provider and
 * where ids come from. The provider is made once by whoever starts the process (app.ts,
 * job-handlers.ts, ops/, seed/) with that process's logger, and handed on.
 */
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CallContext } from '../../http/call-context.ts';
import { randomIds, type IdSource } from './ids.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { createSandboxProvider } from './providers/sandbox/sandbox-provider.ts';
import { resolveSandboxSecret } from './providers/sandbox/sandbox-secret.ts';
import { createStripeProvider } from './providers/stripe/stripe-provider.ts';
import type { StripeRefusalLog } from './providers/stripe/stripe-refusals.ts';

export interface MoneyDeps {
  db: Database;
  config: ServerConfig;
  now(): Date;
  provider: PaymentProvider;
  ids: IdSource;
}

/** The configured provider (PAYMENT_PROVIDER); `log` is where a provider's refusals are written. */
export function createPaymentProvider(config: ServerConfig, log: StripeRefusalLog): PaymentProvider {
  const stripe = config.payments.stripe;
  if (config.payments.provider === 'stripe' && stripe) {
    return createStripeProvider({ settings: stripe, publicUrl: config.publicUrl, log });
  }
  return createSandboxProvider({ secret: () => resolveSandboxSecret(config), ids: randomIds });
}

/** The money deps of one API call, with the process's provider. */
export function moneyDepsOf(
  ctx: Pick<CallContext, 'db' | 'config' | 'now'>,
  provider: PaymentProvider,
): MoneyDeps {
  return { db: ctx.db, config: ctx.config, now: ctx.now, provider, ids: randomIds };
}
