import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { acceptPriceInput, PRICE_INPUT_MAX_CHARS } from '../../../contract/rules/price-input.ts';
import { PRICE_CURRENCY } from '../../../i18n/format.ts';
import { CONTROL_INPUT_CLASSES, controlBoxClasses, FormField } from '../../atoms/form-field/form-field.tsx';

export interface PriceInputProps {
  label: ReactNode;
  /** The text typed, e.g. "4.99"; parse it with `parsePriceInput`. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A price field: decimal keyboard, currency symbol, and typing limited to 5 characters with at
 * most two decimals (spec sections 5 and 9); refused keystrokes leave the value unchanged.
 */
export function PriceInput({
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  className = '',
}: PriceInputProps) {
  const intl = useIntl();
  const symbol =
    intl
      .formatNumberToParts(0, { style: 'currency', currency: PRICE_CURRENCY })
      .find((part) => part.type === 'currency')?.value ?? '$';
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className={controlBoxClasses(control.invalid)}>
          <span aria-hidden="true" className="text-ink-muted">
            {symbol}
          </span>
          <input
            id={control.id}
            name={name}
            value={value}
            disabled={disabled}
            required={required}
            inputMode="decimal"
            autoComplete="off"
            // Room for "90.00"; the rule below, not maxLength, refuses the sixth character.
            size={PRICE_INPUT_MAX_CHARS + 1}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => onChange(acceptPriceInput(value, event.target.value))}
            className={`${CONTROL_INPUT_CLASSES} tabular-nums`}
          />
          <span className="text-sm text-ink-muted">{PRICE_CURRENCY}</span>
        </div>
      )}
    </FormField>
  );
}
