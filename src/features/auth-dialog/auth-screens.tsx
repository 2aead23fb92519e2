/**
 * What the auth dialog shows on each screen: its heading, the line under it and its form. One
 * chunk, loaded when the dialog first opens, apart from the dialog's frame (auth-dialog.tsx:
 * Headless UI's dialog), since together they were 71.6 kB gzipped, over the 60 kB a lazy chunk
 * may add (issue 8).
 *
 * One chunk for the six screens rather than one each: the main screen is a form on
 * react-hook-form like the others, so it cannot paint without it, and the other five add about
 * 4 kB to it. Apart, a switch of screens could wait for the network, and the bundler split
 * TanStack Query and zod into more shared chunks, which cost home's first load and the other
 * screens' chunks about 1 kB each.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { EMAIL_CODE_LENGTH } from '../../contract/rules/account-rules.ts';
import type { AuthScreen } from '../../state/auth-dialog.ts';
import { AccountLoginScreen } from './account-login-screen.tsx';
import { passkeyLoginMessages } from '../passkeys/passkey-login-messages.ts';
import { authMessages } from './auth-messages.ts';
import { MainScreen } from './main-screen.tsx';
import { PasswordLoginScreen } from './password-login-screen.tsx';
import { SignUpScreen } from './sign-up-screen.tsx';
import { SignUpSuccessScreen } from './sign-up-success-screen.tsx';
import { VerifyCodeScreen } from './verify-code-screen.tsx';

/**
 * Loaded when a login asks for it: only members with two-factor authentication reach it, and its
 * form (zod, the code field) had put this chunk 3.4 kB over its budget.
 */
const SecondFactorScreen = lazy(() =>
  import('./second-factor-screen.tsx').then((module) => ({ default: module.SecondFactorScreen })),
);

const TITLES: Record<AuthScreen, MessageDescriptor> = {
  main: authMessages.mainTitle,
  accountLogin: authMessages.accountLoginTitle,
  signUp: authMessages.signUpTitle,
  verifyCode: authMessages.verifyTitle,
  passwordLogin: authMessages.passwordLoginTitle,
  signUpSuccess: authMessages.successTitle,
  secondFactor: authMessages.secondFactorTitle,
};

export interface AuthScreenValues {
  /** The email carried from the main screen. */
  email: string;
  /** The account name the sign-up welcome greets. */
  welcomeName: string;
  /** Opens a provider's consent page (the browser leaves the app). */
  onOpenProviderPage: (url: string) => void;
  /** The challenge of a login waiting for its second factor. */
  challenge: string;
  /** What completes it: a code (`totp`) or only a passkey; whether a passkey may. */
  challengeFactor?: 'totp' | 'passkey';
  challengePasskey?: boolean;
}

export interface AuthScreenContent {
  /** Names the dialog. */
  title: string;
  /** Describes the dialog, under the title. */
  description: string;
  /** The screen's form. */
  body: ReactNode;
}

/** The heading, description and form of `screen`. */
export function authScreenContent(
  intl: IntlShape,
  screen: AuthScreen,
  { email, welcomeName, onOpenProviderPage, challenge, challengeFactor, challengePasskey }: AuthScreenValues,
): AuthScreenContent {
  const title = intl.formatMessage(TITLES[screen]);
  switch (screen) {
    case 'main':
      return {
        title,
        description: intl.formatMessage(authMessages.mainIntro),
        body: <MainScreen onOpenProviderPage={onOpenProviderPage} />,
      };
    case 'accountLogin':
      return {
        title,
        description: intl.formatMessage(authMessages.accountLoginIntro),
        body: <AccountLoginScreen />,
      };
    case 'signUp':
      return {
        title,
        description: intl.formatMessage(authMessages.signUpIntro),
        body: <SignUpScreen email={email} />,
      };
    case 'verifyCode':
      return {
        title,
        description: intl.formatMessage(authMessages.verifyIntro, { email, length: EMAIL_CODE_LENGTH }),
        body: <VerifyCodeScreen email={email} />,
      };
    case 'passwordLogin':
      return {
        title,
        description: intl.formatMessage(authMessages.passwordLoginIntro, { email }),
        body: <PasswordLoginScreen email={email} />,
      };
    case 'signUpSuccess':
      return {
        title,
        description: intl.formatMessage(authMessages.successIntro, { username: welcomeName }),
        body: <SignUpSuccessScreen />,
      };
    case 'secondFactor':
      return {
        title,
        description: intl.formatMessage(
          challengeFactor === 'passkey'
            ? passkeyLoginMessages.secondFactorIntro
            : authMessages.secondFactorIntro,
        ),
        // A new challenge (another login) starts the screen afresh.
        body: (
          <Suspense fallback={null}>
            <SecondFactorScreen
              key={challenge}
              challenge={challenge}
              factor={challengeFactor}
              passkey={challengePasskey}
            />
          </Suspense>
        ),
      };
  }
}
