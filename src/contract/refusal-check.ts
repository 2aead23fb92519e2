/**
 * A call's refusals as a development-time assertion, beside the answer check (answer-check.ts):
 * outside production the envelope refuses to send a refusal its call does not list in
 * call-refusals.ts and answers the internal error instead, logged with the call and the key. So
 * every server test that meets a refusal checks the list docs/api-reference.md is generated from.
 * Production sends the refusal as it is.
 */
import type { CallDefinition } from './call.ts';
import { CALL_REFUSALS, type CallRefusals } from './call-refusals.ts';

/** The refusal any call answers whatever its list: the `token` sent has ended (status 422). */
const ANY_CALL = new Set(['content.tokenExpired']);
/** The refusal a member call answers without a `token`. */
const LOGIN_REQUIRED = 'server.error.loginRequired';
/** The refusals any operator call answers: no console session, or a role the call does not name. */
const OPERATOR_REFUSALS = new Set(['server.ops.signInRequired', 'server.ops.roleRefused']);

/** A service refused with a message its call's contract does not list: a server fault. */
export class RefusalOutsideContract extends Error {
  constructor(
    /** The call's path (`article/getDetail`). */
    readonly call: string,
    /** The refusal's message key. */
    readonly refusal: string,
  ) {
    super(`${call} refused with ${refusal}, which src/contract/call-refusals.ts does not list for it`);
    this.name = 'RefusalOutsideContract';
  }
}

/** Throws {@link RefusalOutsideContract} unless the call may answer this refusal. */
export function checkRefusal(
  call: Pick<CallDefinition, 'path' | 'access'>,
  messageKey: string,
  refusals: Readonly<Record<string, CallRefusals | undefined>> = CALL_REFUSALS,
): void {
  if (ANY_CALL.has(messageKey)) return;
  if (messageKey === LOGIN_REQUIRED && call.access === 'member') return;
  if (OPERATOR_REFUSALS.has(messageKey) && call.access === 'operator') return;
  if (refusals[call.path]?.[messageKey] !== undefined) return;
  throw new RefusalOutsideContract(call.path, messageKey);
}
