import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

/** Stripe's languages for ours ('auto': Stripe follows the browser where it has none of its own). */
export const ELEMENT_LOCALES: Partial<Record<string, StripeElementLocale>> = {
  ar: 'ar',
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  id: 'id',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt-BR',
  ru: 'ru',
  th: 'th',
  vi: 'vi',
  'zh-cn': 'zh',
  'zh-tw': 'zh-TW',
};

export interface Mounted {
  stripe: Stripe;
  card: StripeCardElement;
}

/**
 * Loads Stripe.js (from js.stripe.com, only now: never with the app's first pages) and mounts
 * Stripe's Card Element into `host`. Answers the mounted pair, or throws when Stripe.js is
 * unreachable. The caller destroys the element.
 */
export async function mountStripeCard(
  publishableKey: string,
  locale: string,
  host: HTMLElement,
): Promise<Mounted> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, { locale: ELEMENT_LOCALES[locale] ?? 'auto' });
  if (!stripe) throw new Error('Stripe.js did not load');
  const card = stripe.elements({ locale: ELEMENT_LOCALES[locale] ?? 'auto' }).create('card', {
    hidePostalCode: true,
    style: { base: { fontSize: '16px', color: '#1b1b23', '::placeholder': { color: '#6b6b7b' } } },
  });
  card.mount(host);
  return { stripe, card };
}

/**
 * Stripe's Card Element in the `host` element, mounted for the publishable key and language and
 * destroyed with the form. `onCardError` hears what the element says of the card as it is typed
 * (a message, or null once it is fine); `retry` loads Stripe.js again after it failed.
 */
export function useStripeCardElement(
  publishableKey: string,
  locale: string,
  onCardError: (message: string | null) => void,
) {
  const host = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest listener, so a new callback does not mount the element again.
  const listener = useRef(onCardError);
  useEffect(() => {
    listener.current = onCardError;
  });

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    let gone = false;
    let card: StripeCardElement | undefined;
    mountStripeCard(publishableKey, locale, target).then(
      (made) => {
        card = made.card;
        if (gone) return made.card.destroy();
        made.card.on('change', (event) => listener.current(event.error?.message ?? null));
        setMounted(made);
      },
      () => !gone && setLoadFailed(true),
    );
    return () => {
      gone = true;
      card?.destroy();
      setMounted(null);
    };
  }, [publishableKey, locale, attempt]);

  const retry = () => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  };
  return { host, mounted, loadFailed, retry };
}
