import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { eyeIcon } from '../../atoms/icon/icons.ts';
import { TextField, type TextFieldProps } from '../../atoms/text-field/text-field.tsx';
import { PasswordStrengthMeter } from '../password-strength-meter/password-strength-meter.tsx';

const messages = defineMessages({
  label: { id: 'form.password.label', defaultMessage: 'Password' },
  show: { id: 'form.password.show', defaultMessage: 'Show password' },
});

export interface PasswordFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'end'> {
  /** @default 'Password' */
  label?: TextFieldProps['label'];
  /** Shows the weak / medium / strong meter under the field (sign-up, password change). @default false */
  showStrength?: boolean;
  /** The typed value, for the meter when the field is uncontrolled (react-hook-form `watch`). */
  strengthOf?: string;
}

/** A password field with a show/hide toggle and, for new passwords, the strength meter. */
export function PasswordField({
  label,
  showStrength = false,
  strengthOf,
  autoComplete,
  value,
  onChange,
  ...rest
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  // Uncontrolled fields still feed the meter through their own change events.
  const [typed, setTyped] = useState('');
  const password = strengthOf ?? (typeof value === 'string' ? value : typed);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type={visible ? 'text' : 'password'}
        label={label ?? intl.formatMessage(messages.label)}
        autoComplete={autoComplete ?? (showStrength ? 'new-password' : 'current-password')}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
        end={
          <button
            type="button"
            aria-pressed={visible}
            aria-label={intl.formatMessage(messages.show)}
            title={intl.formatMessage(messages.show)}
            disabled={rest.disabled}
            onClick={() => setVisible((shown) => !shown)}
            className={`-me-2 inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 ${visible ? 'text-brand-700' : 'text-ink-muted'}`}
          >
            <Icon icon={eyeIcon} size={20} className={visible ? '' : 'opacity-70'} />
          </button>
        }
        {...rest}
      />
      {showStrength ? <PasswordStrengthMeter password={password} /> : null}
    </div>
  );
}
