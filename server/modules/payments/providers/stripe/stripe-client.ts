/**
 * The official Stripe client, made once per configuration: its API version is the one this
 * package version pins (register the webhook endpoint with the same one: docs/operations.md),
 * two retries of a request that could not reach Stripe (the library gives retries an idempotency
 * key of their own), and a 10 s limit per request so an order call answers within the app's 20 s.
 * STRIPE_API_URL points it at stripe-mock or the tests' fake instead of api.stripe.com.
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../../../config/payments.ts';

/** The API version requests are made in; the webhook endpoint's events should be in the same. */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

const REQUEST_TIMEOUT_MS = 10_000;

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'FanVault' },
    ...(api ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
