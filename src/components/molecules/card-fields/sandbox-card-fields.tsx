import { useId } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageValue } from 'react-intl';
import { cardMessages } from '../../messages/card-messages.ts';
import type { CardFieldValues } from '../../../contract/rules/card-rules.ts';
import { formatCardNumber, formatExpiry } from './card-fields.logic.ts';

const messages = defineMessages({
  details: cardMessages.details,
  number: { id: 'addCard.number', defaultMessage: 'Card number' },
  expiry: { id: 'addCard.expiry', defaultMessage: 'Expiry (MM/YY)' },
  cvc: { id: 'addCard.cvc', defaultMessage: 'Security code (CVC)' },
  cvcHint: { id: 'addCard.cvcHint', defaultMessage: 'The 3 or 4 digits on the card' },
  testCard: defineMessage<{ number: MessageValue }>({
    id: 'addCard.sandboxNote',
    defaultMessage:
      'Test mode: no real card is charged. Use the test card {number} with any future date and any 3 digits.',
  }),
});

/** The sandbox's test card that the provider accepts. */
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

/** One cell of the card's box: its own focus ring inside the shared frame, grey while disabled. */
const CELL =
  'min-w-0 bg-surface px-3.5 py-2.5 text-[0.9375rem] text-ink outline-none placeholder:text-ink-subtle focus:ring-2 focus:ring-brand-600 focus:ring-inset disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-muted';

export interface SandboxCardFieldsProps {
  values: CardFieldValues;
  onChange: (values: CardFieldValues) => void;
  /** The whole card's error (info.invalidCard), marked on every field. */
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The sandbox provider's card fields (spec §2 add credit card): one "Card details" box like
 * Stripe's Card Element, the number above the expiry and the CVC, each input named for autofill
 * and assistive tech, then a short note of the sandbox's test card. Compact, so the payment
 * dialog's whole way to Pay fits a 375 x 667 screen (issue 22). The provider's fields are one
 * component, so Stripe's own element can take this place without the form around them changing.
 * Card digits read left to right in every language.
 */
export function SandboxCardFields({
  values,
  onChange,
  invalid = false,
  disabled = false,
}: SandboxCardFieldsProps) {
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const set = (patch: Partial<CardFieldValues>) => onChange({ ...values, ...patch });
  const common = {
    dir: 'ltr',
    inputMode: 'numeric',
    required: true,
    disabled,
    'aria-invalid': invalid || undefined,
  } as const;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <div className="flex text-sm font-medium">
        <span id={labelId} className="text-ink">
          {intl.formatMessage(messages.details)}
        </span>
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      </div>
      <div
        className={`grid grid-cols-2 overflow-hidden rounded-control border ${invalid ? 'border-red-600' : 'border-line-strong'}`}
      >
        <input
          {...common}
          aria-label={intl.formatMessage(messages.number)}
          value={values.number}
          onChange={(event) => set({ number: formatCardNumber(event.target.value) })}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          className={`${CELL} col-span-2 border-b ${invalid ? 'border-red-600' : 'border-line-strong'}`}
        />
        <input
          {...common}
          aria-label={intl.formatMessage(messages.expiry)}
          value={values.expiry}
          onChange={(event) => set({ expiry: formatExpiry(event.target.value, values.expiry) })}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          className={CELL}
        />
        <input
          {...common}
          aria-label={intl.formatMessage(messages.cvc)}
          aria-describedby={hintId}
          value={values.cvc}
          onChange={(event) => set({ cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          className={`${CELL} border-s ${invalid ? 'border-red-600' : 'border-line-strong'}`}
        />
      </div>
      <span id={hintId} className="sr-only">
        {intl.formatMessage(messages.cvcHint)}
      </span>
      <p className="mt-0.5 rounded-control bg-amber-50 px-3 py-2 text-xs leading-4 text-amber-900">
        {intl.formatMessage(messages.testCard, {
          // Kept on one line, left to right in every language.
          number: (
            <bdi dir="ltr" className="whitespace-nowrap">
              {SANDBOX_TEST_CARD}
            </bdi>
          ),
        })}
      </p>
    </div>
  );
}
