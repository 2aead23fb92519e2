import { defineMessages, useIntl } from 'react-intl';
import {
  PASSWORD_STRENGTHS,
  passwordStrength,
  type PasswordStrength,
} from '../../../contract/rules/password-strength.ts';

const messages = defineMessages({
  label: { id: 'password.strength.label', defaultMessage: 'Password strength' },
  none: { id: 'password.strength.none', defaultMessage: 'Too weak' },
  weak: { id: 'password.strength.weak', defaultMessage: 'Weak' },
  medium: { id: 'password.strength.medium', defaultMessage: 'Medium' },
  strong: { id: 'password.strength.strong', defaultMessage: 'Strong' },
});

const FILL: Record<PasswordStrength, string> = {
  none: 'bg-line-strong',
  weak: 'bg-red-600',
  medium: 'bg-amber-500',
  strong: 'bg-emerald-600',
};

const TEXT: Record<PasswordStrength, string> = {
  none: 'text-ink-muted',
  weak: 'text-red-700',
  medium: 'text-amber-800',
  strong: 'text-emerald-800',
};

export interface PasswordStrengthMeterProps {
  password: string;
  className?: string;
}

/** Three bars and a word for the spec's weak / medium / strong password levels; hidden while empty. */
export function PasswordStrengthMeter({ password, className = '' }: PasswordStrengthMeterProps) {
  const intl = useIntl();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <div
      className={`flex items-center gap-3 ${className}`}
      data-strength={strength}
      // Announced as it changes, without stealing focus from the password being typed.
      aria-live="polite"
    >
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full transition-colors ${segment <= level ? FILL[strength] : 'bg-line'}`}
          />
        ))}
      </div>
      <p className={`min-w-16 text-end text-sm font-medium ${TEXT[strength]}`}>
        <span className="sr-only">{intl.formatMessage(messages.label)}: </span>
        {intl.formatMessage(messages[strength])}
      </p>
    </div>
  );
}
