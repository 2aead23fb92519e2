import { useId, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CardDeclinedError } from '../../api/confirm-sandbox-card.ts';
import { useAddStripeCard } from '../../api/confirm-stripe-card.ts';
import { TokenExpiredError } from '../../api/errors.ts';
import { CardNotListedError } from '../../api/get-card-list.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import type { CardSetup, SavedCard } from '../../contract/entities-money.ts';
import { cardAgreementFormSchema } from '../../contract/rules/card-rules.ts';
import { showPopup } from '../../state/popup.ts';
import { CardFormFooter, useCardErrorText } from './card-form-footer.tsx';
import { useLinkToPay, type PayFormLink } from './pay-form-link.ts';
import { paymentMessages as m } from './payment-messages.ts';
import { useStripeCardElement } from './stripe-card-element.ts';
import { cardMessages } from '../../components/messages/card-messages.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';

const messages = defineMessages({
  cardLabel: cardMessages.details,
  loadFailed: {
    id: 'addCard.stripe.loadFailed',
    defaultMessage: 'The card form couldn’t be loaded. Check your connection and try again.',
  },
  retry: commonMessages.retry,
});

interface StripeCardFieldProps {
  /** Where Stripe mounts its Card Element. */
  host: RefObject<HTMLDivElement | null>;
  mounted: boolean;
  /** Stripe.js could not be loaded: said, with Try again. */
  loadFailed: boolean;
  /** The card has an error: the box is marked. */
  invalid: boolean;
  onRetry: () => void;
}

/** The box Stripe's Card Element fills, labelled; a spinner until it is there. */
function StripeCardField({ host, mounted, loadFailed, invalid, onRetry }: StripeCardFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
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
        className={`min-h-11 rounded-control border bg-surface px-3 py-3 ${invalid ? 'border-red-600' : 'border-line'}`}
      />
      {loadFailed ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-control bg-red-50 px-4 py-3">
          <p className="text-sm text-red-800">{intl.formatMessage(messages.loadFailed)}</p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : mounted ? null : (
        <Spinner announce className="mx-auto text-brand-600" />
      )}
    </div>
  );
}

export interface StripeCardFormProps {
  /** The setup `payment/getStripeKey` answered: Stripe's publishable key and the setup's client secret. */
  setup: CardSetup;
  onAdded: (card: SavedCard) => void;
  onCancel?: (() => void) | undefined;
  /** In the payment dialog: its Pay submits the form (no Save here). */
  payForm?: PayFormLink | undefined;
}

/**
 * The add-card form with Stripe as the provider (docs/api.md 5.14, "Saved cards"): Stripe's Card
 * Element takes the card (the digits never reach our pages or server), the agreement is required
 * (the contract's schema), and the card is confirmed with Stripe and awaited in the fan's cards
 * (src/api/confirm-stripe-card.ts). What Stripe says of the card, as it is typed or when it
 * refuses it, shows on the card in Stripe's words.
 */
export function StripeCardForm({ setup, onAdded, onCancel, payForm }: StripeCardFormProps) {
  const intl = useIntl();
  const errorText = useCardErrorText();
  const add = useAddStripeCard();
  const { register, handleSubmit, setError, clearErrors, formState } = useZodForm(cardAgreementFormSchema, {
    defaultValues: { agreed: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const { host, mounted, loadFailed, retry } = useStripeCardElement(
    setup.publishable_key,
    intl.locale,
    (message) => (message ? setError('root.card', { type: 'provider', message }) : clearErrors('root.card')),
  );

  const failureText = (failure: unknown): string | null => {
    if (failure instanceof TokenExpiredError) return null;
    if (failure instanceof CardDeclinedError) return failure.message || intl.formatMessage(m.declined);
    return intl.formatMessage(failure instanceof CardNotListedError ? m.notListed : m.declined);
  };

  const submit = handleSubmit(async () => {
    if (!mounted || add.isPending) return;
    try {
      const saved = await add.mutateAsync({ ...mounted, clientSecret: setup.client_secret });
      showPopup(intl.formatMessage(m.cardAdded));
      onAdded(saved);
    } catch (failure) {
      const text = failureText(failure);
      if (text) setError('root.card', { type: 'provider', message: text });
    }
  });
  // The card is Stripe's field, not one of the form's: its error is the form's own (root).
  const cardError = errorText(errors.root?.card);
  useLinkToPay(payForm, mounted !== null, add.isPending);

  return (
    <form
      id={payForm?.id}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <StripeCardField
        host={host}
        mounted={mounted !== null}
        loadFailed={loadFailed}
        invalid={cardError !== undefined}
        onRetry={retry}
      />
      <CardFormFooter
        agreement={register('agreed', {
          onChange: (event: { target: HTMLInputElement }) => {
            if (event.target.checked) clearErrors('agreed');
          },
        })}
        agreementError={errorText(errors.agreed)}
        cardError={cardError}
        saving={add.isPending}
        saveDisabled={!mounted}
        onCancel={onCancel}
        inPayment={payForm !== undefined}
      />
    </form>
  );
}
