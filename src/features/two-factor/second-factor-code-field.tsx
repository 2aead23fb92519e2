import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

export type SecondFactorCodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & {
  /** @default "Authentication code" */
  label?: string;
};

/**
 * The field of a code from the member's authenticator app or a recovery code: the phone's
 * one-time-code autofill, no spelling or capital letters, left to right in every language.
 */
export function SecondFactorCodeField({ label, hint, ...rest }: SecondFactorCodeFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={label ?? intl.formatMessage(m.codeLabel)}
      hint={hint ?? intl.formatMessage(m.codeHint)}
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      maxLength={32}
      {...rest}
    />
  );
}
