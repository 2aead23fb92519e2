/**
 * The Stripe card element's part that runs without a browser or the network: Stripe.js is loaded
 * only when a card is added (a dynamic import of @stripe/stripe-js/pure, here a fake), with the
 * publishable key the server gave and the fan's language, and Stripe's Card Element is mounted
 * without a postal code field. Rendering, confirmCardSetup and the bank's check need Stripe.js
 * from js.stripe.com and are not exercised here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  loadStripe: [] as unknown[][],
  create: [] as unknown[][],
  mount: [] as unknown[],
}));
const stripeAnswer = vi.hoisted(() => ({ value: 'stripe' as 'stripe' | 'none' }));

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: (...args: unknown[]) => {
    calls.loadStripe.push(args);
    if (stripeAnswer.value === 'none') return Promise.resolve(null);
    return Promise.resolve({
      elements: (options: unknown) => ({
        create: (...created: unknown[]) => {
          calls.create.push([options, ...created]);
          return { mount: (host: unknown) => calls.mount.push(host), destroy: () => undefined };
        },
      }),
    });
  },
}));

const { ELEMENT_LOCALES, mountStripeCard } = await import('./stripe-card-element.ts');

beforeEach(() => {
  calls.loadStripe.length = 0;
  calls.create.length = 0;
  calls.mount.length = 0;
  stripeAnswer.value = 'stripe';
});

describe('mountStripeCard', () => {
  it('loads Stripe.js with the publishable key in the fan’s language and mounts the Card Element without a postal code', async () => {
    const host = { tagName: 'DIV' } as unknown as HTMLElement;
    const mounted = await mountStripeCard('pk_test_123', 'ja', host);
    expect(calls.loadStripe).toEqual([['pk_test_123', { locale: 'ja' }]]);
    expect(calls.create).toEqual([
      [{ locale: 'ja' }, 'card', expect.objectContaining({ hidePostalCode: true })],
    ]);
    expect(calls.mount).toEqual([host]);
    expect(mounted.card).toBeDefined();
  });

  it('asks Stripe for its own language where it has one, Brazilian Portuguese for ours, and the browser’s otherwise', async () => {
    expect(ELEMENT_LOCALES['zh-tw']).toBe('zh-TW');
    expect(ELEMENT_LOCALES['zh-cn']).toBe('zh');
    expect(ELEMENT_LOCALES.pt).toBe('pt-BR');
    await mountStripeCard('pk_test_123', 'hi', {} as HTMLElement);
    expect(calls.loadStripe[0]).toEqual(['pk_test_123', { locale: 'auto' }]);
  });

  it('fails when Stripe.js cannot be loaded, so the form offers to try again', async () => {
    stripeAnswer.value = 'none';
    await expect(mountStripeCard('pk_test_123', 'en', {} as HTMLElement)).rejects.toThrow(
      'Stripe.js did not load',
    );
    expect(calls.mount).toEqual([]);
  });
});
