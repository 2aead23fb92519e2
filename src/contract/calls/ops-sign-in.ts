import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import {
  OPERATOR_ROLES,
  operatorCodeSchema,
  operatorSchema,
  operatorSecondFactorSchema,
  operatorSignInSchema,
} from '../operators.ts';

/**
 * An operator's first step: email and password. Sets the operator cookie for the second step
 * only and answers what that step is: the authenticator's code, or enrolment (the first sign-in).
 */
export const operatorSignInCall = defineCall({
  path: 'ops/signIn',
  access: 'anyone',
  request: operatorSignInSchema,
  response: operatorSecondFactorSchema,
});

/**
 * The second step: a TOTP code (or a recovery code). Completes the session the cookie holds
 * (12 hours, this browser only). At enrolment it answers the ten recovery codes, shown once.
 */
export const operatorConfirmCall = defineCall({
  path: 'ops/confirmSignIn',
  access: 'anyone',
  request: operatorCodeSchema,
  response: z.object({ operator: operatorSchema, recoveryCodes: z.array(z.string()) }),
});

/** Who is signed in to the console. */
export const operatorMeCall = defineCall({
  path: 'ops/me',
  access: 'operator',
  roles: OPERATOR_ROLES,
  request: z.object({}),
  response: operatorSchema,
});

/** Ends the operator's session and removes its cookie. */
export const operatorSignOutCall = defineCall({
  path: 'ops/signOut',
  access: 'operator',
  roles: OPERATOR_ROLES,
  request: z.object({}),
  response: z.object({}),
});
