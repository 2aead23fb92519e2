import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { commonMessages } from '../../components/messages/common-messages.ts';

/** The words of the auth dialog (spec §4), one heading per screen. */
export const authMessages = defineMessages({
  mainTitle: { id: 'auth.main.title', defaultMessage: 'Log in or sign up' },
  mainIntro: { id: 'auth.main.intro', defaultMessage: 'Enter your email to continue.' },
  continue: { id: 'auth.main.continue', defaultMessage: 'Continue' },
  or: { id: 'auth.main.or', defaultMessage: 'or' },
  accountLoginLink: { id: 'auth.main.accountLogin', defaultMessage: 'Log in with account name' },
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'auth.terms',
    defaultMessage:
      'By continuing, you agree to the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
  }),

  accountLoginTitle: { id: 'auth.accountLogin.title', defaultMessage: 'Log in' },
  accountLoginIntro: {
    id: 'auth.accountLogin.intro',
    defaultMessage: 'Use your account name or email and your password.',
  },
  accountOrEmail: { id: 'auth.accountLogin.account', defaultMessage: 'Account name or email' },
  logIn: { id: 'auth.logIn.submit', defaultMessage: 'Log in' },
  noAccount: { id: 'auth.accountLogin.noAccount', defaultMessage: 'New here? Create an account' },

  signUpTitle: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  signUpIntro: { id: 'auth.signUp.intro', defaultMessage: 'It takes a minute.' },
  emailUsed: {
    id: 'auth.signUp.emailUsed',
    defaultMessage: 'This email is already used by an account. Log in with it instead.',
  },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account? Log in' },

  verifyTitle: { id: 'auth.verifyCode.title', defaultMessage: 'Check your email' },
  verifyIntro: defineMessage<{ email: string; length: number }>({
    id: 'auth.verifyCode.intro',
    defaultMessage: 'We sent a {length}-character code to {email}.',
  }),
  usePassword: { id: 'auth.verifyCode.usePassword', defaultMessage: 'Use password instead' },

  passwordLoginTitle: { id: 'auth.passwordLogin.title', defaultMessage: 'Enter your password' },
  passwordLoginIntro: defineMessage<{ email: string }>({
    id: 'auth.passwordLogin.intro',
    defaultMessage: 'Logging in as {email}.',
  }),

  successTitle: { id: 'auth.signUpSuccess.title', defaultMessage: 'Welcome to FanVault' },
  successIntro: defineMessage<{ username: string }>({
    id: 'auth.signUpSuccess.intro',
    defaultMessage: 'Your account {username} is ready.',
  }),
  startExploring: { id: 'auth.signUpSuccess.start', defaultMessage: 'Start exploring' },

  back: commonMessages.back,
  networkError: {
    id: 'auth.error.network',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
  // The login's second step (issue 26): here, with the dialog's other titles, so the dialog's
  // chunk does not carry the whole two-factor section's messages.
  secondFactorTitle: { id: 'twoFactor.login.title', defaultMessage: 'Enter your authentication code' },
  secondFactorIntro: {
    id: 'twoFactor.login.intro',
    defaultMessage:
      'Your account has two-factor authentication. Enter the 6-digit code from your authenticator app.',
  },
});
