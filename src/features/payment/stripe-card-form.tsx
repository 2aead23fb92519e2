import { useQueryClient } from '@tanstack/react-query';
import type { Stripe, StripeCardElement, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TokenExpiredError } from '../../api/errors.ts';
import { CardNotListedError, fetchCardList, waitForNewCard } from '../../api/get-card-list.ts';
import { cardKeys } from '../../api/card-keys.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Checkbox } from '../../components/atoms/checkbox/checkbox.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import type { CardSetup, SavedCard } from '../../contract/entities-money.ts';
import { showPopup } from '../../state/popup.ts';
import { paymentMessages as m } from './payment-messages.ts';

const messages = defineMessages({
  cardLabel: { id: 'addCard.stripe.card', defaultMessage: 'Card details' },
  loadFailed: {
    id: 'addCard.stripe.loadFailed',
    defaultMessage: 'The card form couldn’t be loaded. Check your connection and try again.',
  },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});

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

export interface StripeCardFormProps {
  /** The setup `payment/getStripeKey` answered: Stripe's publishable key and the setup's client secret. */
  setup: CardSetup;
  onAdded: (card: SavedCard) => void;
  onCancel?: () => void;
}

/**
 * The add-card form with Stripe as the provider (docs/api.md 5.14, "Saved cards"): Stripe's Card
 * Element takes the card (the digits never reach our pages or server), the agreement is
 * required, `stripe.confirmCardSetup` confirms the setup with Stripe (and shows the bank's check
 * when the card needs one), and the card is awaited in the fan's cards (every 0.5 s, 10 times)
 * until Stripe's webhook has told our server. A refusal shows Stripe's own message.
 */
export function StripeCardForm({ setup, onAdded, onCancel }: StripeCardFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const host = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    let gone = false;
    let card: StripeCardElement | undefined;
    mountStripeCard(setup.publishable_key, intl.locale, target).then(
      (made) => {
        card = made.card;
        if (gone) return made.card.destroy();
        made.card.on('change', (event) => setError(event.error?.message ?? null));
        setMounted(made);
      },
      () => !gone && setLoadFailed(true),
    );
    return () => {
      gone = true;
      card?.destroy();
      setMounted(null);
    };
  }, [setup.publishable_key, intl.locale, attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mounted || saving) return;
    setError(null);
    if (!agreed) {
      setAgreementError(true);
      return;
    }
    setSaving(true);
    try {
      const known =
        queryClient.getQueryData<Awaited<ReturnType<typeof fetchCardList>>>(cardKeys.list()) ??
        (await fetchCardList());
      const confirmed = await mounted.stripe.confirmCardSetup(setup.client_secret, {
        payment_method: { card: mounted.card },
      });
      if (confirmed.error) {
        setError(confirmed.error.message || intl.formatMessage(m.declined));
        return;
      }
      const saved = await waitForNewCard(queryClient, new Set(known.list.map((card) => card.id)));
      showPopup(intl.formatMessage(m.cardAdded));
      onAdded(saved);
    } catch (failure) {
      if (failure instanceof TokenExpiredError) return;
      setError(intl.formatMessage(failure instanceof CardNotListedError ? m.notListed : m.declined));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <span id={labelId} className="text-sm font-medium text-ink">
          {intl.formatMessage(messages.cardLabel)}
        </span>
        {/* Card digits read left to right in every language. */}
        <div
          ref={host}
          dir="ltr"
          role="group"
          aria-labelledby={labelId}
          aria-busy={mounted || loadFailed ? undefined : true}
          hidden={loadFailed}
          className={`min-h-11 rounded-control border bg-surface px-3 py-3 ${error ? 'border-red-600' : 'border-line'}`}
        />
        {loadFailed ? (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-control bg-red-50 px-4 py-3">
            <p className="text-sm text-red-800">{intl.formatMessage(messages.loadFailed)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setLoadFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        ) : mounted ? null : (
          <Spinner announce className="mx-auto text-brand-600" />
        )}
      </div>
      <Checkbox
        label={intl.formatMessage(m.agreement)}
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setAgreementError(false);
        }}
        error={agreementError ? intl.formatMessage(m.agreementRequired) : undefined}
        required
        disabled={saving}
      />
      {error ? (
        <p role="alert" className="rounded-control bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={saving} disabled={!mounted}>
          {intl.formatMessage(m.saveCard)}
        </Button>
      </div>
    </form>
  );
}
