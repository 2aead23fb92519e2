/**
 * MSW handlers of the account and third-party sign-in calls, one named handler per state,
 * answering through the envelope like the server. One account exists in the mock world:
 * MOCK_ACCOUNT (email, account name, password, and the code the mail would carry).
 *
 *   parameters: { msw: { handlers: { ...accountHandlers, loginByPassword: loginByPasswordHandlers.error } } }
 *
 * `accountCallLog` records what the handlers were asked, so a story can prove a debounce
 * (which emails were checked, and when), that a resend asked for a new code, or that a
 * double submit sent one request.
 */
import { delay } from 'msw';
import { appConfigCall } from '../contract/calls/app-config.ts';
import { getDeclareCall } from '../contract/calls/account-get-declare.ts';
import { isUseEmailCall } from '../contract/calls/account-is-use-email.ts';
import { loginByEmailCall } from '../contract/calls/account-login-by-email.ts';
import { loginByPasswordCall } from '../contract/calls/account-login-by-password.ts';
import { registerByPasswordCall } from '../contract/calls/account-register-by-password.ts';
import { sendEmailCodeCall } from '../contract/calls/account-send-email-code.ts';
import {
  getAppleOauthPageCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
} from '../contract/calls/thirdparty-get-oauth-page.ts';
import {
  loginByTwitterCall,
  webLoginByAppleCall,
  webLoginByGoogleCall,
} from '../contract/calls/thirdparty-login.ts';
import type { LoginResult } from '../contract/entities-account.ts';
import { ROLE } from '../contract/enums.ts';
import { EMAIL_CODE_RESEND_SECONDS } from '../contract/rules/account-rules.ts';
import type { CallDefinition } from '../contract/call.ts';
import { callHandler, sealedError, sealedReply, type CallResolver } from './envelope.ts';
import { makeAppConfig } from './factories.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The one existing account of the mock world. */
export const MOCK_ACCOUNT = {
  email: 'ada@example.com',
  account: 'ada2024',
  password: 'Secret12!',
  /** The code account/sendEmailCode "mails". */
  code: 'K7Q2ZP',
} as const;

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_ACCOUNT_ERRORS = {
  emailUsed: 'This email is already used by another account.',
  accountTaken: 'This account name is already taken.',
  badCredentials: 'The account or password is incorrect.',
  codeWrong: 'The code is incorrect. 4 tries left.',
  tooManyAttempts: 'Too many attempts. Try again in 15 minutes.',
  oauthStateInvalid: 'This login has expired or was already used. Please start again.',
} as const;

export const MOCK_DECLARE = {
  title: 'Before you sign up',
  content:
    'By creating an account you confirm that you are at least 18 years old and agree to the Terms of Service, the Privacy Policy and the Acceptable Use Policy.',
};

/** A login result as the server returns it; a new account gets the next aff. */
export function makeLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'mock-session-token-0123456789abcdefghijklmnopqrstuvwxyz',
    username: MOCK_ACCOUNT.account,
    aff: 1001,
    uuid: '00000000-0000-4000-8000-000000001001',
    role: ROLE.member,
    ...overrides,
  };
}

/** One request a handler of this file answered: the call's path, its data, the page clock (ms). */
export interface LoggedAccountCall {
  path: string;
  input: Record<string, unknown>;
  at: number;
}

/** What the handlers were asked, oldest first. */
export const accountCallLog: LoggedAccountCall[] = [];

/** The requests made to one call, e.g. `callsTo(isUseEmailCall)`. */
export function callsTo(call: CallDefinition): LoggedAccountCall[] {
  return accountCallLog.filter((entry) => entry.path === call.path);
}

/** Empties the log; call it at the start of a story. */
export function resetAccountCallLog(): void {
  accountCallLog.length = 0;
}

/** callHandler that records each request it answers in `accountCallLog`. */
function loggedHandler<C extends CallDefinition>(call: C, resolve: CallResolver<C>) {
  return callHandler(call, (args) => {
    accountCallLog.push({
      path: call.path,
      input: { ...(args.input as Record<string, unknown>) },
      at: performance.now(),
    });
    return resolve(args);
  });
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** account/isUseEmail */
export const isUseEmailHandlers = {
  /** Only MOCK_ACCOUNT.email is in use. */
  default: loggedHandler(isUseEmailCall, ({ input }) =>
    sealedReply(isUseEmailCall, { used: sameEmail(input.email, MOCK_ACCOUNT.email) }),
  ),
  error: loggedHandler(isUseEmailCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** account/sendEmailCode */
export const sendEmailCodeHandlers = {
  /** Sends the code; another may be asked for after 60 s. */
  default: loggedHandler(sendEmailCodeCall, () =>
    sealedReply(sendEmailCodeCall, { resend_after: EMAIL_CODE_RESEND_SECONDS }),
  ),
  /** A code went out 18 s ago: no new mail, that code stays valid, another may be asked for in 42 s. */
  recentlySent: loggedHandler(sendEmailCodeCall, () => sealedReply(sendEmailCodeCall, { resend_after: 42 })),
};

/** account/loginByPassword */
export const loginByPasswordHandlers = {
  /** MOCK_ACCOUNT by account name or email with its password; anything else is refused. */
  default: loggedHandler(loginByPasswordCall, ({ input }) => {
    const known = input.account === MOCK_ACCOUNT.account || sameEmail(input.account, MOCK_ACCOUNT.email);
    if (!known || input.password !== MOCK_ACCOUNT.password)
      return sealedError(MOCK_ACCOUNT_ERRORS.badCredentials);
    return sealedReply(loginByPasswordCall, makeLoginResult());
  }),
  /** The sign-in rate limit was reached. */
  limited: loggedHandler(loginByPasswordCall, () => sealedError(MOCK_ACCOUNT_ERRORS.tooManyAttempts)),
  /** Answers after 1 s: the submit button shows its loading state meanwhile. */
  slow: loggedHandler(loginByPasswordCall, async () => {
    await delay(1000);
    return sealedReply(loginByPasswordCall, makeLoginResult());
  }),
};

/** account/loginByEmail */
export const loginByEmailHandlers = {
  /** MOCK_ACCOUNT.code for MOCK_ACCOUNT.email; any other code is wrong. */
  default: loggedHandler(loginByEmailCall, ({ input }) => {
    if (!sameEmail(input.email, MOCK_ACCOUNT.email) || input.code.toUpperCase() !== MOCK_ACCOUNT.code)
      return sealedError(MOCK_ACCOUNT_ERRORS.codeWrong);
    return sealedReply(loginByEmailCall, makeLoginResult());
  }),
};

/** account/registerByPassword */
export const registerHandlers = {
  /** Creates the account unless its email or account name is MOCK_ACCOUNT's. */
  default: loggedHandler(registerByPasswordCall, ({ input }) => {
    if (sameEmail(input.email, MOCK_ACCOUNT.email)) return sealedError(MOCK_ACCOUNT_ERRORS.emailUsed);
    if (input.account.toLowerCase() === MOCK_ACCOUNT.account)
      return sealedError(MOCK_ACCOUNT_ERRORS.accountTaken);
    return sealedReply(registerByPasswordCall, makeLoginResult({ username: input.account, aff: 1002 }));
  }),
};

/** account/getDeclare */
export const declareHandlers = {
  default: callHandler(getDeclareCall, () => sealedReply(getDeclareCall, MOCK_DECLARE)),
  error: callHandler(getDeclareCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** Where the mocked consent pages live; a story stops the navigation there. */
export const MOCK_OAUTH_PAGE = 'https://accounts.example/consent';

const consentPage = (provider: string, redirectUri: string) =>
  `${MOCK_OAUTH_PAGE}?provider=${provider}&redirect_uri=${encodeURIComponent(redirectUri)}&state=mock-state`;

/** thirdparty/getGoogleOauthPage, getRedirectToTwitter, getAppleOauthPage */
export const oauthPageHandlers = {
  google: loggedHandler(getGoogleOauthPageCall, ({ input }) =>
    sealedReply(getGoogleOauthPageCall, { url: consentPage('google', input.redirect_uri) }),
  ),
  twitter: loggedHandler(getRedirectToTwitterCall, ({ input }) =>
    sealedReply(getRedirectToTwitterCall, { url: consentPage('twitter', input.redirect_uri) }),
  ),
  apple: loggedHandler(getAppleOauthPageCall, ({ input }) =>
    sealedReply(getAppleOauthPageCall, { url: consentPage('apple', input.redirect_uri) }),
  ),
  /** Google is configured in app/config but its page cannot be made right now. */
  googleError: loggedHandler(getGoogleOauthPageCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** thirdparty/webLoginByGoogle, loginByTwitter, webLoginByApple: every callback signs MOCK_ACCOUNT in. */
export const oauthLoginHandlers = {
  google: loggedHandler(webLoginByGoogleCall, () => sealedReply(webLoginByGoogleCall, makeLoginResult())),
  twitter: loggedHandler(loginByTwitterCall, () => sealedReply(loginByTwitterCall, makeLoginResult())),
  apple: loggedHandler(webLoginByAppleCall, () => sealedReply(webLoginByAppleCall, makeLoginResult())),
  /** The state was used already or expired (a reload of the callback page, a 10-minute-old sign-in). */
  googleStateInvalid: loggedHandler(webLoginByGoogleCall, () =>
    sealedError(MOCK_ACCOUNT_ERRORS.oauthStateInvalid),
  ),
};

/** app/config with the sign-in providers the server is configured for. */
export const providerConfigHandlers = {
  all: callHandler(appConfigCall, () =>
    sealedReply(appConfigCall, makeAppConfig({ oauth_providers: ['google', 'twitter', 'apple'] })),
  ),
  none: callHandler(appConfigCall, () => sealedReply(appConfigCall, makeAppConfig({ oauth_providers: [] }))),
  googleOnly: callHandler(appConfigCall, () =>
    sealedReply(appConfigCall, makeAppConfig({ oauth_providers: ['google'] })),
  ),
};

/** Every account call in its default state, by key, to spread into a story's handlers. */
export const accountHandlers = {
  isUseEmail: isUseEmailHandlers.default,
  sendEmailCode: sendEmailCodeHandlers.default,
  loginByPassword: loginByPasswordHandlers.default,
  loginByEmail: loginByEmailHandlers.default,
  register: registerHandlers.default,
  declare: declareHandlers.default,
  googlePage: oauthPageHandlers.google,
  twitterPage: oauthPageHandlers.twitter,
  applePage: oauthPageHandlers.apple,
  googleLogin: oauthLoginHandlers.google,
  twitterLogin: oauthLoginHandlers.twitter,
  appleLogin: oauthLoginHandlers.apple,
};
