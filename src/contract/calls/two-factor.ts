import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { loginResultSchema } from '../entities-account.ts';
import {
  recoveryCodesSchema,
  secondFactorCodeSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '../two-factor.ts';
import { passkeyAssertionSchema } from '../passkeys.ts';
import { text } from '../strings.ts';

/** Whether the signed-in member's second factor is on, and how many recovery codes are left. */
export const getTwoFactorCall = defineCall({
  path: 'user/getTwoFactor',
  access: 'member',
  request: z.object({}),
  response: twoFactorStatusSchema,
});

/**
 * Starts (or restarts) turning the second factor on: a new secret, in force only once
 * user/confirmTwoFactor confirms it with a first code. Refused while it is on.
 */
export const startTwoFactorCall = defineCall({
  path: 'user/startTwoFactor',
  access: 'member',
  request: z.object({}),
  response: twoFactorEnrolmentSchema,
});

/** Confirms the enrolment with a first code of the app: the factor is on; answers the ten recovery codes, once. */
export const confirmTwoFactorCall = defineCall({
  path: 'user/confirmTwoFactor',
  access: 'member',
  request: z.object({ code: secondFactorCodeSchema }),
  response: recoveryCodesSchema,
});

/** Turns the second factor off; takes a current code (or an unused recovery code). */
export const disableTwoFactorCall = defineCall({
  path: 'user/disableTwoFactor',
  access: 'member',
  request: z.object({ code: secondFactorCodeSchema }),
  response: z.object({}),
});

/** Replaces the recovery codes with ten new ones (the old ones stop working); takes a current code. */
export const renewRecoveryCodesCall = defineCall({
  path: 'user/renewRecoveryCodes',
  access: 'member',
  request: z.object({ code: secondFactorCodeSchema }),
  response: recoveryCodesSchema,
});

/**
 * The second step of a sign-in that answered a challenge: a current code or an unused recovery
 * code (`code`), or an assertion of one of the member's passkeys for the options
 * `account/startPasskeySignIn` gave for this challenge (`passkey`), opens the session, as the
 * first step would have without a second factor.
 */
export const loginBySecondFactorCall = defineCall({
  path: 'account/loginBySecondFactor',
  access: 'anyone',
  request: z.object({
    challenge: text().check(z.minLength(1), z.maxLength(128)),
    code: z.optional(secondFactorCodeSchema),
    passkey: z.optional(passkeyAssertionSchema),
  }),
  response: loginResultSchema,
});
