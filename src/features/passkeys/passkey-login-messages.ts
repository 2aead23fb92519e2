import { defineMessages } from 'react-intl';

/**
 * The passkey texts of the login dialog, apart from the passkeys section's (passkeys-messages.ts):
 * the dialog's first screen carries only these.
 */
export const passkeyLoginMessages = defineMessages({
  logIn: { id: 'passkeys.logIn', defaultMessage: 'Log in with a passkey' },
  usePasskey: { id: 'passkeys.usePasskey', defaultMessage: 'Use a passkey' },
  secondFactorIntro: {
    id: 'passkeys.secondFactorIntro',
    defaultMessage: 'Confirm with one of your passkeys to finish logging in.',
  },
  cancelled: {
    id: 'passkeys.cancelled',
    defaultMessage: 'The passkey request was cancelled or timed out. Try again.',
  },
});
