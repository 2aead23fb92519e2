import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import {
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MIN_LENGTH,
  EMAIL_CODE_LENGTH,
  RULE_ERROR,
  type RuleError,
} from '../../../contract/rules/account-rules.ts';
import { PASSWORD_MIN_LENGTH } from '../../../contract/rules/password-strength.ts';
import { CONTROL_CHARACTERS_ERROR } from '../../../contract/string-errors.ts';

const messages = defineMessages({
  required: { id: 'rule.required', defaultMessage: 'This field is required.' },
  email: { id: 'rule.email', defaultMessage: 'Enter a valid email address.' },
  accountLength: defineMessage<{ min: number; max: number }>({
    id: 'rule.account.length',
    defaultMessage: 'Use {min} to {max} characters.',
  }),
  accountChars: { id: 'rule.account.chars', defaultMessage: 'Use letters and digits only.' },
  passwordMin: defineMessage<{ min: number }>({
    id: 'rule.password.min',
    defaultMessage: 'Use at least {min} characters.',
  }),
  passwordChars: {
    id: 'rule.password.chars',
    defaultMessage: 'Use letters, digits and !@#$%^&*()_+ only.',
  },
  codeLength: defineMessage<{ length: number }>({
    id: 'rule.code.length',
    defaultMessage: 'Enter the {length}-character code.',
  }),
  passwordMismatch: { id: 'rule.password.mismatch', defaultMessage: 'The passwords do not match.' },
  invalid: { id: 'rule.invalid', defaultMessage: 'Check this value.' },
});

const BY_CODE: Record<RuleError, [MessageDescriptor, Record<string, number>?]> = {
  [RULE_ERROR.required]: [messages.required],
  [RULE_ERROR.email]: [messages.email],
  [RULE_ERROR.accountLength]: [messages.accountLength, { min: ACCOUNT_MIN_LENGTH, max: ACCOUNT_MAX_LENGTH }],
  [RULE_ERROR.accountChars]: [messages.accountChars],
  [RULE_ERROR.passwordMin]: [messages.passwordMin, { min: PASSWORD_MIN_LENGTH }],
  [RULE_ERROR.passwordChars]: [messages.passwordChars],
  [RULE_ERROR.codeLength]: [messages.codeLength, { length: EMAIL_CODE_LENGTH }],
  [RULE_ERROR.passwordMismatch]: [messages.passwordMismatch],
};

/**
 * Turns a field error into the text shown under the field: a contract rule code becomes its
 * translated message; any other message (a server's `msg`, spec section 8) is shown as is.
 */
export function useRuleMessage(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const known = error.message ? BY_CODE[error.message as RuleError] : undefined;
      if (known) return intl.formatMessage(known[0], known[1]);
      // A pasted control character (src/contract/strings.ts): the generic hint, never the code.
      if (error.message === CONTROL_CHARACTERS_ERROR) return intl.formatMessage(messages.invalid);
      return error.message || intl.formatMessage(messages.invalid);
    },
    [intl],
  );
}
