import { defineMessage, defineMessages } from 'react-intl';
import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH } from '../../../contract/rules/account-rules.ts';
import { PASSWORD_MIN_LENGTH } from '../../../contract/rules/password-strength.ts';

/** Labels of the account forms (sign-up, login), shared by the auth dialog and the form stories. */
export const accountMessages = defineMessages({
  account: { id: 'form.account.label', defaultMessage: 'Account name' },
  accountHint: defineMessage<{ min: number; max: number }>({
    id: 'form.account.hint',
    defaultMessage: '{min} to {max} letters and digits.',
  }),
  // Shown before the first try, so the allowed characters are not learnt from a refusal.
  passwordHint: defineMessage<{ min: number }>({
    id: 'form.password.hint',
    defaultMessage: 'At least {min} characters: letters, digits and !@#$%^&*()_+.',
  }),
  signUp: { id: 'auth.signUp.submit', defaultMessage: 'Create account' },
});

/** Values of `accountMessages.accountHint`: the spec's 4 to 20. */
export const ACCOUNT_HINT_VALUES = { min: ACCOUNT_MIN_LENGTH, max: ACCOUNT_MAX_LENGTH };

/** Values of `accountMessages.passwordHint`: the spec's 8. */
export const PASSWORD_HINT_VALUES = { min: PASSWORD_MIN_LENGTH };
