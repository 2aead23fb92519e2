import { defineMessage, defineMessages } from 'react-intl';

/** The words of a member's second factor (issue 26): the security section, its login step, the step-up. */
export const twoFactorMessages = defineMessages({
  loginSecurity: { id: 'twoFactor.loginSecurity', defaultMessage: 'Login security' },
  title: { id: 'twoFactor.title', defaultMessage: 'Two-factor authentication' },
  statusOff: { id: 'twoFactor.status.off', defaultMessage: 'Off' },
  statusOn: { id: 'twoFactor.status.on', defaultMessage: 'On' },
  offIntro: {
    id: 'twoFactor.off.intro',
    defaultMessage:
      'Every login asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone cannot open your account. Creators need it to withdraw money.',
  },
  turnOn: { id: 'twoFactor.turnOn', defaultMessage: 'Turn on' },
  enrolIntro: {
    id: 'twoFactor.enrol.intro',
    defaultMessage:
      'Scan this code with an authenticator app (for example Aegis, Google Authenticator or 1Password), then enter the 6-digit code it shows.',
  },
  enrolConfirm: { id: 'twoFactor.enrol.confirm', defaultMessage: 'Confirm and turn on' },
  codeLabel: { id: 'twoFactor.code.label', defaultMessage: 'Authentication code' },
  codeHint: {
    id: 'twoFactor.code.hint',
    defaultMessage: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  enrolCodeHint: {
    id: 'twoFactor.enrol.codeHint',
    defaultMessage: 'The 6-digit code your authenticator app shows now.',
  },
  codesIntro: defineMessage<{ count: number }>({
    id: 'twoFactor.codes.intro',
    defaultMessage:
      'If you lose your phone, each of these {count} codes logs you in once. They are shown only now: keep them somewhere safe, such as a password manager.',
  }),
  fileHeading: defineMessage<{ username: string }>({
    id: 'twoFactor.codes.fileHeading',
    defaultMessage: 'FanVault: recovery codes for {username}. Each works once.',
  }),
  onIntro: {
    id: 'twoFactor.on.intro',
    defaultMessage: 'Every login asks for a code from your authenticator app after your password.',
  },
  codesLeft: defineMessage<{ count: number }>({
    id: 'twoFactor.on.codesLeft',
    defaultMessage: '{count, plural, one {# recovery code left} other {# recovery codes left}}',
  }),
  turnOff: { id: 'twoFactor.turnOff', defaultMessage: 'Turn off' },
  turnOffIntro: {
    id: 'twoFactor.turnOff.intro',
    defaultMessage: 'Enter a current code to turn two-factor authentication off.',
  },
  turnedOff: { id: 'twoFactor.turnedOff', defaultMessage: 'Two-factor authentication is off' },
  newCodes: { id: 'twoFactor.newCodes', defaultMessage: 'Get new recovery codes' },
  newCodesIntro: {
    id: 'twoFactor.newCodes.intro',
    defaultMessage: 'Enter a current code to get ten new recovery codes. The old ones stop working.',
  },
  loginRecoveryIntro: {
    id: 'twoFactor.login.recoveryIntro',
    defaultMessage: 'Lost your phone? Enter one of your recovery codes. Each works once.',
  },
  stepUpHint: {
    id: 'twoFactor.stepUp.hint',
    defaultMessage:
      'Two-factor authentication is on: enter a current code from your authenticator app, or a recovery code.',
  },
  stepUpBothHint: {
    id: 'twoFactor.stepUp.bothHint',
    defaultMessage:
      'Enter a current code from your authenticator app or a recovery code, or confirm with one of your passkeys instead.',
  },
  stepUpPasskeyHint: {
    id: 'twoFactor.stepUp.passkeyHint',
    defaultMessage:
      'You confirm this change with one of your passkeys: your device asks for your fingerprint, face or screen lock.',
  },
});
