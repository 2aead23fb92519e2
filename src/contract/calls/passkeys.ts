/**
 * Members' passkeys (issue 26; docs/decisions/passkeys.md): listing, adding and removing them,
 * the options of a passkey step-up, and signing in with one (a sign-in's second step, or
 * password-free).
 */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { loginResultSchema } from '../entities-account.ts';
import { databaseId } from '../ids.ts';
import {
  passkeyAssertionSchema,
  passkeyCreationOptionsSchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
} from '../passkeys.ts';
import { text } from '../strings.ts';
import { stepUpFields } from '../two-factor.ts';

/** The signed-in member's passkeys, oldest first. */
export const listPasskeysCall = defineCall({
  path: 'user/listPasskeys',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(passkeySchema) }),
});

/**
 * Options for `navigator.credentials.create()` (a discoverable passkey, user verification
 * required), with a challenge bound to the member for 5 minutes; the member's passkeys are
 * excluded. Then `user/addPasskey` with the browser's answer.
 */
export const startPasskeyRegistrationCall = defineCall({
  path: 'user/startPasskeyRegistration',
  access: 'member',
  request: z.object({}),
  response: z.object({ options: passkeyCreationOptionsSchema }),
});

/**
 * Adds the passkey the browser created for `user/startPasskeyRegistration`'s options, named by the
 * member. A member who already has a second factor confirms with it (`second_factor_code` or
 * `second_factor_passkey`). Answers the new passkey.
 */
export const addPasskeyCall = defineCall({
  path: 'user/addPasskey',
  access: 'member',
  request: z.object({
    name: passkeyNameSchema,
    registration: passkeyRegistrationSchema,
    ...stepUpFields,
  }),
  response: passkeySchema,
});

/** Removes one of the member's passkeys, confirmed with the second factor (a code or a passkey). */
export const removePasskeyCall = defineCall({
  path: 'user/removePasskey',
  access: 'member',
  request: z.object({ id: databaseId, ...stepUpFields }),
  response: z.object({}),
});

/**
 * Options for `navigator.credentials.get()` to confirm a sensitive change with one of the
 * member's passkeys: the browser's answer goes in that change's `second_factor_passkey`.
 */
export const startPasskeyStepUpCall = defineCall({
  path: 'user/startPasskeyStepUp',
  access: 'member',
  request: z.object({}),
  response: z.object({ options: passkeyRequestOptionsSchema }),
});

/**
 * Options for `navigator.credentials.get()` to sign in with a passkey. With `challenge` (what a
 * sign-in answered instead of a session): the member's passkeys, for `account/loginBySecondFactor`.
 * Without: any passkey of the site the authenticator holds (user verification required), for
 * `account/loginByPasskey`.
 */
export const startPasskeySignInCall = defineCall({
  path: 'account/startPasskeySignIn',
  access: 'anyone',
  request: z.object({ challenge: z.optional(text().check(z.minLength(1), z.maxLength(128))) }),
  response: z.object({ options: passkeyRequestOptionsSchema }),
});

/**
 * A password-free sign-in: the browser's answer to `account/startPasskeySignIn`'s options
 * (without a challenge). The passkey is both factors: the session opens at once.
 */
export const loginByPasskeyCall = defineCall({
  path: 'account/loginByPasskey',
  access: 'anyone',
  request: z.object({ passkey: passkeyAssertionSchema }),
  response: loginResultSchema,
});
