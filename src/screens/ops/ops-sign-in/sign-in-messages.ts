import { defineMessage, defineMessages } from 'react-intl';

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
  useRecovery: { id: 'ops.signIn.useRecovery', defaultMessage: 'Use a recovery code' },
  useAuthenticator: { id: 'ops.signIn.useAuthenticator', defaultMessage: 'Use the authenticator app' },
  recoveryIntro: {
    id: 'ops.signIn.recovery.intro',
    defaultMessage: 'Lost your authenticator? Type one of the recovery codes you saved. Each works once.',
  },
  recoveryLabel: { id: 'ops.signIn.recovery.label', defaultMessage: 'Recovery code' },
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
  qrLabel: { id: 'ops.enrol.qrLabel', defaultMessage: 'QR code to scan with an authenticator app' },
  secretLabel: { id: 'ops.enrol.secret', defaultMessage: 'Can’t scan? Type this key into the app' },
  copyKey: { id: 'ops.enrol.copyKey', defaultMessage: 'Copy key' },
  keyCopied: { id: 'ops.enrol.keyCopied', defaultMessage: 'Key copied' },
  copyFailed: {
    id: 'ops.copyFailed',
    defaultMessage: 'Could not copy. Select the text and copy it yourself.',
  },
  confirm: { id: 'ops.enrol.confirm', defaultMessage: 'Confirm and log in' },
  codesTitle: { id: 'ops.recoveryCodes.title', defaultMessage: 'Save your recovery codes' },
  codesIntro: defineMessage<{ count: number }>({
    id: 'ops.recoveryCodes.intro',
    defaultMessage:
      'If you lose your authenticator, each of these {count} codes logs you in once. They are shown only now: keep them somewhere safe, such as a password manager.',
  }),
  codesList: { id: 'ops.recoveryCodes.list', defaultMessage: 'Recovery codes' },
  copyCodes: { id: 'ops.recoveryCodes.copy', defaultMessage: 'Copy codes' },
  codesCopied: { id: 'ops.recoveryCodes.copied', defaultMessage: 'Codes copied' },
  downloadCodes: { id: 'ops.recoveryCodes.download', defaultMessage: 'Download as a text file' },
  codesSaved: { id: 'ops.recoveryCodes.saved', defaultMessage: 'I have saved them' },
  fileHeading: defineMessage<{ email: string }>({
    id: 'ops.recoveryCodes.fileHeading',
    defaultMessage: 'FanVault operations console: recovery codes for {email}. Each works once.',
  }),
});
