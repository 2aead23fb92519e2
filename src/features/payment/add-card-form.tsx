import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useCardList } from '../../api/get-card-list.ts';
import { useCardSetup } from '../../api/get-card-setup.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import type { SavedCard } from '../../contract/entities-money.ts';
import { atCardLimit } from './card-limit.ts';
import type { PayFormLink } from './pay-form-link.ts';
import { paymentMessages as m } from './payment-messages.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';

export interface AddCardFormProps {
  /** The card is saved and listed. */
  onAdded: (card: SavedCard) => void;
  /** A Cancel beside Save (back to the saved cards); none without it. */
  onCancel?: (() => void) | undefined;
  /**
   * In the payment dialog: no Save, the dialog's Pay submits the form and pays with the card
   * saved (pay-form-link.ts).
   */
  payForm?: PayFormLink | undefined;
}

/**
 * The add-credit-card form (spec §2, §5, §8), in the payment dialog and in mine-card's dialog.
 * At the card limit it is the card-limit alert instead. Otherwise it starts a card setup with the
 * provider (payment/getStripeKey), takes the card in the provider's fields and the agreement
 * (required), confirms the card with the provider, and waits for it in the fan's cards (polled
 * every 0.5 s, 10 times). A refusal shows the provider's own message.
 */
export function AddCardForm({ onAdded, onCancel, payForm }: AddCardFormProps) {
  const intl = useIntl();
  const form = useId();
  const cards = useCardList();
  const full = cards.data ? atCardLimit(cards.data.list.length, cards.data.limit) : false;
  const setup = useCardSetup(form, cards.isSuccess && !full);

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
    return <StripeCardForm setup={setup.data} onAdded={onAdded} onCancel={onCancel} payForm={payForm} />;
  }
  if (setup.data?.provider !== 'sandbox') {
    // A provider this app has no card fields for says so plainly.
    return (
      <p className="rounded-control bg-surface-sunken px-4 py-3 text-ink-muted">
        {intl.formatMessage(m.providerUnavailable)}
      </p>
    );
  }
  return <SandboxCardForm setup={setup.data} onAdded={onAdded} onCancel={onCancel} payForm={payForm} />;
}
