import { defineMessage, defineMessages } from 'react-intl';
import { authenticatorMessages } from '../../../components/messages/authenticator-messages.ts';

/** The console's sign-in: password, the authenticator's code or a recovery code, enrolment. */
export const signInMessages = defineMessages({
  title: { id: 'ops.signIn.title', defaultMessage: 'Log in to the console' },
  intro: {
    id: 'ops.signIn.intro',
    defaultMessage: 'For the people who run the platform. Member accounts do not work here.',
  },
  emailRequired: {
    id: 'ops.signIn.emailRequired',
    defaultMessage: 'Enter the email of your operator account.',
  },
  passwordRequired: { id: 'ops.signIn.passwordRequired', defaultMessage: 'Enter your password.' },
  continue: { id: 'ops.signIn.continue', defaultMessage: 'Continue' },
  signIn: { id: 'ops.signIn.submit', defaultMessage: 'Log in' },
  startAgain: { id: 'ops.signIn.startAgain', defaultMessage: 'Start again' },
  codeTitle: { id: 'ops.signIn.code.title', defaultMessage: 'Enter your authenticator’s code' },
  codeIntro: {
    id: 'ops.signIn.code.intro',
    defaultMessage: 'Open the authenticator app you enrolled and type the 6-digit code it shows now.',
  },
  codeLabel: { id: 'ops.signIn.code.label', defaultMessage: '6-digit code' },
  codeInvalid: { id: 'ops.signIn.code.invalid', defaultMessage: 'Enter the 6 digits your app shows.' },
  useRecovery: authenticatorMessages.useRecovery,
  useAuthenticator: authenticatorMessages.useAuthenticator,
  recoveryIntro: {
    id: 'ops.signIn.recovery.intro',
    defaultMessage: 'Lost your authenticator? Type one of the recovery codes you saved. Each works once.',
  },
  recoveryLabel: authenticatorMessages.recoveryLabel,
  recoveryInvalid: {
    id: 'ops.signIn.recovery.invalid',
    defaultMessage: 'A recovery code looks like abcde-12345.',
  },
  enrolTitle: { id: 'ops.enrol.title', defaultMessage: 'Set up your authenticator' },
  enrolIntro: {
    id: 'ops.enrol.intro',
    defaultMessage:
      'The console asks for a second factor at every login. Scan this code with an authenticator app (for example Aegis, Google Authenticator or 1Password), then type the 6-digit code it shows.',
  },
  qrLabel: authenticatorMessages.qrLabel,
  secretLabel: authenticatorMessages.secretLabel,
  copyKey: authenticatorMessages.copyKey,
  keyCopied: authenticatorMessages.keyCopied,
  copyFailed: authenticatorMessages.copyFailed,
  confirm: { id: 'ops.enrol.confirm', defaultMessage: 'Confirm and log in' },
  codesTitle: authenticatorMessages.codesTitle,
  codesIntro: defineMessage<{ count: number }>({
    id: 'ops.recoveryCodes.intro',
    defaultMessage:
      'If you lose your authenticator, each of these {count} codes logs you in once. They are shown only now: keep them somewhere safe, such as a password manager.',
  }),
  fileHeading: defineMessage<{ email: string }>({
    id: 'ops.recoveryCodes.fileHeading',
    defaultMessage: 'FanVault operations console: recovery codes for {email}. Each works once.',
  }),
});
