import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { TextField } from '../../atoms/text-field/text-field.tsx';
import type { CardFieldValues } from '../../../contract/rules/card-rules.ts';
import { formatCardNumber, formatExpiry } from './card-fields.logic.ts';

const messages = defineMessages({
  number: { id: 'addCard.number', defaultMessage: 'Card number' },
  expiry: { id: 'addCard.expiry', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'addCard.cvc', defaultMessage: 'Security code (CVC)' },
  cvcHint: { id: 'addCard.cvcHint', defaultMessage: 'The 3 or 4 digits on the card' },
  testCard: defineMessage<{ number: string }>({
    id: 'addCard.sandboxNote',
    defaultMessage:
      'Test mode: no real card is charged. Use the test card {number} with any future date and any 3 digits.',
  }),
});

/** The sandbox's test card that the provider accepts. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

export interface SandboxCardFieldsProps {
  values: CardFieldValues;
  onChange: (values: CardFieldValues) => void;
  /** The whole card's error (info.invalidCard), marked on every field. */
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The sandbox provider's card fields (spec §2 add credit card): number, expiry and CVC with the
 * browser's card autofill, and a note of the sandbox's test card. The provider's fields are one
 * component, so Stripe's own elements can take this place without the form around them changing.
 * Card digits read left to right in every language.
 */
export function SandboxCardFields({
  values,
  onChange,
  invalid = false,
  disabled = false,
}: SandboxCardFieldsProps) {
  const intl = useIntl();
  const set = (patch: Partial<CardFieldValues>) => onChange({ ...values, ...patch });
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-control bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {intl.formatMessage(messages.testCard, { number: `\u2066${SANDBOX_TEST_CARD}\u2069` })}
      </p>
      <TextField
        label={intl.formatMessage(messages.number)}
        value={values.number}
        onChange={(event) => set({ number: formatCardNumber(event.target.value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        required
        disabled={disabled}
        aria-invalid={invalid || undefined}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={intl.formatMessage(messages.expiry)}
          value={values.expiry}
          onChange={(event) => set({ expiry: formatExpiry(event.target.value, values.expiry) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder="MM/YY"
          maxLength={5}
          required
          disabled={disabled}
          aria-invalid={invalid || undefined}
        />
        <TextField
          label={intl.formatMessage(messages.cvc)}
          hint={intl.formatMessage(messages.cvcHint)}
          value={values.cvc}
          onChange={(event) => set({ cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          placeholder="123"
          maxLength={4}
          required
          disabled={disabled}
          aria-invalid={invalid || undefined}
        />
      </div>
    </div>
  );
}
