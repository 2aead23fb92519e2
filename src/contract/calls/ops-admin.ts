import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import {
  adminReasonSchema,
  operatorAccountSchema,
  operatorRoleSchema,
  platformSettingsSchema,
  rolesOf,
} from '../operators.ts';
import { text } from '../strings.ts';

const operatorEmailSchema = text().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));

/** Every operator, active first, then by email. */
export const listOperatorsCall = defineCall({
  path: 'ops/operators',
  access: 'operator',
  roles: rolesOf('operators'),
  request: z.object({}),
  response: z.object({ list: z.array(operatorAccountSchema) }),
});

/**
 * Makes an operator with a random password, answered once for the admin to hand over; at their
 * first sign-in they enrol an authenticator.
 */
export const createOperatorCall = defineCall({
  path: 'ops/createOperator',
  access: 'operator',
  roles: rolesOf('operators'),
  request: z.object({ email: operatorEmailSchema, role: operatorRoleSchema }),
  response: z.object({ operator: operatorAccountSchema, password: z.string() }),
});

/** Disables an operator (never oneself): their sessions end and they cannot sign in again. */
export const disableOperatorCall = defineCall({
  path: 'ops/disableOperator',
  access: 'operator',
  roles: rolesOf('operators'),
  request: z.object({ email: operatorEmailSchema, reason: adminReasonSchema }),
  response: z.object({ operator: operatorAccountSchema }),
});

/**
 * Forgets an operator's authenticator and recovery codes (a lost phone): their sessions end and
 * their next sign-in enrols a new one.
 */
export const resetSecondFactorCall = defineCall({
  path: 'ops/resetSecondFactor',
  access: 'operator',
  roles: rolesOf('operators'),
  request: z.object({ email: operatorEmailSchema, reason: adminReasonSchema }),
  response: z.object({ operator: operatorAccountSchema }),
});

/** The console's settings as they are in force. */
export const getSettingsCall = defineCall({
  path: 'ops/settings',
  access: 'operator',
  roles: rolesOf('settings'),
  request: z.object({}),
  response: platformSettingsSchema,
});

/** Changes the settings; each change is on the audit log. */
export const updateSettingsCall = defineCall({
  path: 'ops/updateSettings',
  access: 'operator',
  roles: rolesOf('settings'),
  request: platformSettingsSchema,
  response: platformSettingsSchema,
});
