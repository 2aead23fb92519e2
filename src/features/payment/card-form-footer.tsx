import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/atoms/button/button.tsx';
import { Checkbox } from '../../components/atoms/checkbox/checkbox.tsx';
import { CARD_RULE_ERROR } from '../../contract/rules/card-rules.ts';
import { paymentMessages as m } from './payment-messages.ts';

/**
 * Turns an add-card form's field error into its text: a contract rule code (the agreement, an
 * invalid card) becomes its message; a provider's or the server's refusal is shown in its own words.
 */
export function useCardErrorText(): (error: Pick<FieldError, 'message'> | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (error.message === CARD_RULE_ERROR.agreement) return intl.formatMessage(m.agreementRequired);
      if (error.message === CARD_RULE_ERROR.invalidCard) return intl.formatMessage(m.invalidCard);
      return error.message;
    },
    [intl],
  );
}

export interface CardFormFooterProps {
  /** The agreement checkbox, registered with the form. */
  agreement: UseFormRegisterReturn<'agreed'>;
  /** Shown under the agreement. */
  agreementError?: string | undefined;
  /** The card's error (an invalid card, the provider's refusal), as an alert above the buttons. */
  cardError?: string | undefined;
  /** The card is being saved: everything waits, Save shows its progress. */
  saving: boolean;
  /** Save cannot be pressed yet (the provider's fields are not there). @default false */
  saveDisabled?: boolean;
  /** A Cancel beside Save; none without it. */
  onCancel?: (() => void) | undefined;
  /**
   * The form is the payment dialog's (pay-form-link.ts): its Pay saves the card, so there is no
   * Save here, and Cancel is "Use a saved card". @default false
   */
  inPayment?: boolean;
}

/**
 * What every add-card form ends with: the agreement (required), the card's error, Cancel and Save;
 * in the payment dialog, the way back to the saved cards instead of the buttons.
 */
export function CardFormFooter({
  agreement,
  agreementError,
  cardError,
  saving,
  saveDisabled = false,
  onCancel,
  inPayment = false,
}: CardFormFooterProps) {
  const intl = useIntl();
  return (
    <>
      <Checkbox
        label={intl.formatMessage(m.agreement)}
        error={agreementError}
        required
        disabled={saving}
        {...agreement}
      />
      {cardError ? (
        <p role="alert" className="rounded-control bg-red-50 px-4 py-3 text-sm text-red-800">
          {cardError}
        </p>
      ) : null}
      {inPayment ? (
        onCancel ? (
          <Button variant="ghost" size="sm" className="self-start" onClick={onCancel} disabled={saving}>
            {intl.formatMessage(m.useSavedCard)}
          </Button>
        ) : null
      ) : (
        <div className="flex flex-wrap justify-end gap-3">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              {intl.formatMessage(m.cancel)}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} disabled={saveDisabled}>
            {intl.formatMessage(m.saveCard)}
          </Button>
        </div>
      )}
    </>
  );
}
