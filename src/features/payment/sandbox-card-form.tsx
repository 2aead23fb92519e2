import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CardDeclinedError, useAddSandboxCard } from '../../api/confirm-sandbox-card.ts';
import { ApiError, TokenExpiredError } from '../../api/errors.ts';
import { CardNotListedError } from '../../api/get-card-list.ts';
import { EMPTY_CARD_FIELDS } from '../../components/molecules/card-fields/card-fields.logic.ts';
import { SandboxCardFields } from '../../components/molecules/card-fields/sandbox-card-fields.tsx';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import type { CardSetup, SavedCard } from '../../contract/entities-money.ts';
import { sandboxCardFormSchema } from '../../contract/rules/card-rules.ts';
import { showPopup } from '../../state/popup.ts';
import { CardFormFooter, useCardErrorText } from './card-form-footer.tsx';
import { useLinkToPay, type PayFormLink } from './pay-form-link.ts';
import { paymentMessages as m } from './payment-messages.ts';

export interface SandboxCardFormProps {
  /** The sandbox's setup `payment/getStripeKey` answered: where and with what secret to confirm. */
  setup: CardSetup;
  /** The card is saved and listed. */
  onAdded: (card: SavedCard) => void;
  /** A Cancel beside Save; none without it. */
  onCancel?: (() => void) | undefined;
  /** In the payment dialog: its Pay submits the form (no Save here). */
  payForm?: PayFormLink | undefined;
}

/**
 * The add-card form with the sandbox as the provider (spec §2, §5, §8): the card in the sandbox's
 * fields and the agreement, checked by the contract's schema; then the card is confirmed with the
 * provider and awaited in the fan's cards. A refusal shows on the card in the provider's words.
 */
export function SandboxCardForm({ setup, onAdded, onCancel, payForm }: SandboxCardFormProps) {
  const intl = useIntl();
  const errorText = useCardErrorText();
  const add = useAddSandboxCard();
  const { control, register, handleSubmit, setError, clearErrors, formState } = useZodForm(
    sandboxCardFormSchema,
    {
      defaultValues: { card: EMPTY_CARD_FIELDS, agreed: false },
      // Checked when saved; a correction clears the message instead of checking again, and the
      // focus stays on Save.
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    },
  );
  const { field: cardField } = useController({ control, name: 'card' });
  const { errors } = formState;
  useLinkToPay(payForm, true, add.isPending);

  const failureText = (failure: unknown): string | null => {
    if (failure instanceof TokenExpiredError) return null;
    if (failure instanceof CardDeclinedError) return failure.message || intl.formatMessage(m.declined);
    if (failure instanceof CardNotListedError) return intl.formatMessage(m.notListed);
    if (failure instanceof ApiError) return failure.message;
    return intl.formatMessage(m.declined);
  };

  const submit = handleSubmit(async ({ card }) => {
    try {
      const saved = await add.mutateAsync({ setup, card });
      showPopup(intl.formatMessage(m.cardAdded));
      onAdded(saved);
    } catch (failure) {
      const text = failureText(failure);
      if (text) setError('card', { type: 'provider', message: text });
    }
  });

  return (
    <form
      id={payForm?.id}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <SandboxCardFields
        values={cardField.value}
        onChange={(next) => {
          cardField.onChange(next);
          clearErrors('card');
        }}
        invalid={errors.card !== undefined}
        disabled={add.isPending}
      />
      <CardFormFooter
        agreement={register('agreed', {
          onChange: (event: { target: HTMLInputElement }) => {
            if (event.target.checked) clearErrors('agreed');
          },
        })}
        agreementError={errorText(errors.agreed)}
        cardError={errorText(errors.card)}
        saving={add.isPending}
        onCancel={onCancel}
        inPayment={payForm !== undefined}
      />
    </form>
  );
}
