import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import {
  PASSWORD_STRENGTHS,
  passwordStrength,
  refusedPasswordCharacters,
  type PasswordStrength,
} from '../../../contract/rules/password-strength.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  label: { id: 'password.strength.label', defaultMessage: 'Password strength' },
  none: { id: 'password.strength.none', defaultMessage: 'Too weak' },
  weak: { id: 'password.strength.weak', defaultMessage: 'Weak' },
  medium: { id: 'password.strength.medium', defaultMessage: 'Medium' },
  strong: { id: 'password.strength.strong', defaultMessage: 'Strong' },
  refused: defineMessage<{ characters: string }>({
    id: 'password.refused',
    defaultMessage: 'Not allowed in a password: {characters}',
  }),
  refusedCharacter: defineMessage<{ character: string }>({
    id: 'password.refused.character',
    defaultMessage: '“{character}”',
  }),
  space: { id: 'password.refused.space', defaultMessage: 'space' },
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

/** A refused character as the user can see it: quoted, with spaces and invisible ones named. */
function shownCharacter(intl: IntlShape, character: string): string {
  if (/^\s$/u.test(character)) return intl.formatMessage(messages.space);
  // A control or format character has no glyph: its code point is what can be looked for.
  if (/^[\p{Cc}\p{Cf}]$/u.test(character)) {
    return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return intl.formatMessage(messages.refusedCharacter, { character });
}

export interface PasswordStrengthMeterProps {
  password: string;
  className?: string;
}

/**
 * Three bars and a word for the spec's weak / medium / strong password levels; hidden while
 * empty. As soon as a character the rules refuse is typed, it names that character instead, so a
 * password is never called strong and then refused.
 */
export function PasswordStrengthMeter({ password, className = '' }: PasswordStrengthMeterProps) {
  const intl = useIntl();
  if (!password) return null;
  const refused = refusedPasswordCharacters(password);
  const strength = passwordStrength(password);
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <div
      className={`flex items-center gap-3 ${className}`}
      data-strength={strength}
      data-refused={refused.length > 0 || undefined}
      // Announced as it changes, without stealing focus from the password being typed.
      aria-live="polite"
    >
      {refused.length > 0 ? (
        <p className="flex min-w-0 flex-1 items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon icon={alertIcon} size={16} className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">
            {intl.formatMessage(messages.refused, {
              characters: intl.formatList(
                refused.map((character) => shownCharacter(intl, character)),
                { type: 'conjunction' },
              ),
            })}
          </span>
        </p>
      ) : (
        <>
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
        </>
      )}
    </div>
  );
}
