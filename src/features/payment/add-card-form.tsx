import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAddSandboxCard, CardDeclinedError } from '../../api/confirm-sandbox-card.ts';
import { ApiError, TokenExpiredError } from '../../api/errors.ts';
import { CardNotListedError, useCardList } from '../../api/get-card-list.ts';
import { useCardSetup } from '../../api/get-card-setup.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Checkbox } from '../../components/atoms/checkbox/checkbox.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import {
  EMPTY_CARD_FIELDS,
  parseCard,
  type CardFieldValues,
} from '../../components/molecules/card-fields/card-fields.logic.ts';
import { SandboxCardFields } from '../../components/molecules/card-fields/sandbox-card-fields.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import type { SavedCard } from '../../contract/entities-money.ts';
import { showPopup } from '../../state/popup.ts';
import { atCardLimit } from './card-limit.ts';
import { paymentMessages as m } from './payment-messages.ts';
import { StripeCardForm } from './stripe-card-form.tsx';

export interface AddCardFormProps {
  /** The card is saved and listed. */
  onAdded: (card: SavedCard) => void;
  /** A Cancel beside Save (the payment dialog's inline form); none without it. */
  onCancel?: () => void;
}

/**
 * The add-credit-card form (spec §2, §5, §8), in the payment dialog and in mine-card's dialog.
 * At the card limit it is the card-limit alert instead. Otherwise it starts a card setup with the
 * provider (payment/getStripeKey), takes the card in the provider's fields and the agreement
 * (required), confirms the card with the provider, and waits for it in the fan's cards (polled
 * every 0.5 s, 10 times). A refusal shows the provider's own message.
 */
export function AddCardForm({ onAdded, onCancel }: AddCardFormProps) {
  const intl = useIntl();
  const form = useId();
  const cards = useCardList();
  const full = cards.data ? atCardLimit(cards.data.list.length, cards.data.limit) : false;
  const setup = useCardSetup(form, cards.isSuccess && !full);
  const add = useAddSandboxCard();
  const [values, setValues] = useState<CardFieldValues>(EMPTY_CARD_FIELDS);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (cards.isPending || (setup.isPending && !full && !cards.isError)) {
    return <Spinner announce className="mx-auto my-8 text-brand-600" />;
  }
  if (cards.isError || setup.isError) {
    const failed = cards.error ?? setup.error;
    return (
      <EmptyState
        tone="error"
        description={failed?.message}
        onReload={() => void (cards.isError ? cards.refetch() : setup.refetch())}
        reloading={cards.isRefetching || setup.isRefetching}
      />
    );
  }
  if (full) {
    return (
      <div role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-amber-900">
        <p className="font-semibold">{intl.formatMessage(m.cardLimitTitle)}</p>
        <p className="text-sm">{intl.formatMessage(m.cardLimit, { max: cards.data?.limit ?? 5 })}</p>
      </div>
    );
  }
  if (setup.data?.provider === 'stripe') {
    // Stripe's Card Element, with Stripe.js loaded only now (stripe-card-form.tsx).
    return <StripeCardForm setup={setup.data} onAdded={onAdded} {...(onCancel ? { onCancel } : {})} />;
  }
  if (setup.data?.provider !== 'sandbox') {
    // A provider this app has no card fields for says so plainly.
    return (
      <p className="rounded-control bg-surface-sunken px-4 py-3 text-ink-muted">
        {intl.formatMessage(m.providerUnavailable)}
      </p>
    );
  }
  const cardSetup = setup.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!agreed) {
      setAgreementError(true);
      return;
    }
    const card = parseCard(values, new Date());
    if (!card) {
      setError(intl.formatMessage(m.invalidCard));
      return;
    }
    try {
      const saved = await add.mutateAsync({ setup: cardSetup, card });
      showPopup(intl.formatMessage(m.cardAdded));
      onAdded(saved);
    } catch (failure) {
      if (failure instanceof TokenExpiredError) return;
      if (failure instanceof CardDeclinedError) setError(failure.message || intl.formatMessage(m.declined));
      else if (failure instanceof CardNotListedError) setError(intl.formatMessage(m.notListed));
      else if (failure instanceof ApiError) setError(failure.message);
      else setError(intl.formatMessage(m.declined));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <SandboxCardFields
        values={values}
        onChange={(next) => {
          setValues(next);
          setError(null);
        }}
        invalid={error !== null}
        disabled={add.isPending}
      />
      <Checkbox
        label={intl.formatMessage(m.agreement)}
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setAgreementError(false);
        }}
        error={agreementError ? intl.formatMessage(m.agreementRequired) : undefined}
        required
        disabled={add.isPending}
      />
      {error ? (
        <p role="alert" className="rounded-control bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={add.isPending}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={add.isPending}>
          {intl.formatMessage(m.saveCard)}
        </Button>
      </div>
    </form>
  );
}
