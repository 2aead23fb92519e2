/**
 * MSW handlers of a member's second factor (issue 26), one named handler per state: the status
 * (off, on, a passkey only, both, loading, error), enrolment, its confirmation, turning off, new recovery codes, and
 * the login's second step. MOCK_TOTP holds the one code the mock authenticator shows.
 */
import { delay } from 'msw';
import { loginByPasswordCall } from '../contract/calls/account-login-by-password.ts';
import {
  confirmTwoFactorCall,
  disableTwoFactorCall,
  getTwoFactorCall,
  loginBySecondFactorCall,
  renewRecoveryCodesCall,
  startTwoFactorCall,
} from '../contract/calls/two-factor.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeLoginResult, MOCK_ACCOUNT, MOCK_ACCOUNT_ERRORS } from './handlers-account.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The mock authenticator: its secret, the code it shows, and the recovery codes handed out. */
export const MOCK_TOTP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  code: '123456',
  recoveryCodes: [
    'abcde-23456',
    'fghjk-34567',
    'mnpqr-45678',
    'stuvw-56789',
    'xyzab-67892',
    'cdefg-78923',
    'hjkmn-89234',
    'pqrst-92345',
    'uvwxy-23457',
    'zabcd-34568',
  ],
  challenge: 'mock-challenge-0123456789abcdefghijklmnopqrstuvwxy',
} as const;

/** The server's English refusals (locales/server/en.json) the mocks give. */
export const MOCK_TWO_FACTOR_ERRORS = {
  codeWrong:
    'The code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
  challengeEnded: 'This login has ended. Log in again.',
} as const;

const accepted = (code: string) =>
  code === MOCK_TOTP.code || (MOCK_TOTP.recoveryCodes as readonly string[]).includes(code);

/** user/getTwoFactor: off, on (the authenticator app), a passkey only, or both. */
export const twoFactorStatusHandlers = {
  off: callHandler(getTwoFactorCall, () =>
    sealedReply(getTwoFactorCall, {
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      passkey: false,
    }),
  ),
  on: callHandler(getTwoFactorCall, () =>
    sealedReply(getTwoFactorCall, {
      enabled: true,
      enabled_at: '2026-11-02T09:30:00.000Z',
      recovery_codes_left: 7,
      passkey: false,
    }),
  ),
  passkeyOnly: callHandler(getTwoFactorCall, () =>
    sealedReply(getTwoFactorCall, {
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      passkey: true,
    }),
  ),
  both: callHandler(getTwoFactorCall, () =>
    sealedReply(getTwoFactorCall, {
      enabled: true,
      enabled_at: '2026-11-02T09:30:00.000Z',
      recovery_codes_left: 7,
      passkey: true,
    }),
  ),
  loading: callHandler(getTwoFactorCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(getTwoFactorCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/startTwoFactor, user/confirmTwoFactor, user/disableTwoFactor, user/renewRecoveryCodes */
export const twoFactorChangeHandlers = {
  start: callHandler(startTwoFactorCall, () =>
    sealedReply(startTwoFactorCall, {
      secret: MOCK_TOTP.secret,
      uri: `otpauth://totp/FanVault:${MOCK_ACCOUNT.account}?issuer=FanVault&secret=${MOCK_TOTP.secret}&algorithm=SHA1&digits=6&period=30`,
    }),
  ),
  /** MOCK_TOTP.code confirms; anything else is wrong. */
  confirm: callHandler(confirmTwoFactorCall, ({ input }) =>
    input.code === MOCK_TOTP.code
      ? sealedReply(confirmTwoFactorCall, { recovery_codes: [...MOCK_TOTP.recoveryCodes] })
      : sealedError(MOCK_TWO_FACTOR_ERRORS.codeWrong),
  ),
  disable: callHandler(disableTwoFactorCall, ({ input }) =>
    accepted(input.code ?? '')
      ? sealedReply(disableTwoFactorCall, {})
      : sealedError(MOCK_TWO_FACTOR_ERRORS.codeWrong),
  ),
  renew: callHandler(renewRecoveryCodesCall, ({ input }) =>
    accepted(input.code ?? '')
      ? sealedReply(renewRecoveryCodesCall, { recovery_codes: [...MOCK_TOTP.recoveryCodes].reverse() })
      : sealedError(MOCK_TWO_FACTOR_ERRORS.codeWrong),
  ),
};

/** account/loginByPassword of an account with the second factor on, and account/loginBySecondFactor. */
export const secondFactorLoginHandlers = {
  /** MOCK_ACCOUNT's password answers a challenge rather than a session. */
  passwordChallenge: callHandler(loginByPasswordCall, ({ input }) => {
    if (input.password !== MOCK_ACCOUNT.password) return sealedError(MOCK_ACCOUNT_ERRORS.badCredentials);
    return sealedReply(loginByPasswordCall, {
      second_factor: 'totp',
      passkey: false,
      challenge: MOCK_TOTP.challenge,
      expires_in: 300,
    });
  }),
  /** MOCK_TOTP.code or a recovery code completes the challenge. */
  complete: callHandler(loginBySecondFactorCall, ({ input }) =>
    accepted(input.code ?? '')
      ? sealedReply(loginBySecondFactorCall, makeLoginResult())
      : sealedError(MOCK_TWO_FACTOR_ERRORS.codeWrong),
  ),
  /** The 5 minutes are over. */
  ended: callHandler(loginBySecondFactorCall, () => sealedError(MOCK_TWO_FACTOR_ERRORS.challengeEnded)),
};

/** Every second-factor call in its default state (off), by key, for a story's handlers. */
export const twoFactorHandlers = {
  twoFactor: twoFactorStatusHandlers.off,
  startTwoFactor: twoFactorChangeHandlers.start,
  confirmTwoFactor: twoFactorChangeHandlers.confirm,
  disableTwoFactor: twoFactorChangeHandlers.disable,
  renewRecoveryCodes: twoFactorChangeHandlers.renew,
  loginBySecondFactor: secondFactorLoginHandlers.complete,
};
