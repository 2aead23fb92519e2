import { useMutation } from '@tanstack/react-query';
import type { operatorSignInCall } from '../contract/calls/ops-sign-in.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type OperatorSignInInput = CallRequest<typeof operatorSignInCall>;

/**
 * An operator's password step. The server sets the half-signed-in cookie and answers the next
 * step: the authenticator's code, or enrolment (secret and otpauth URI) at the first sign-in.
 */
export function signInOperator(input: OperatorSignInInput) {
  return callApi<typeof operatorSignInCall>('ops/signIn', input);
}

export function useSignInOperator() {
  return useMutation({ mutationFn: signInOperator });
}
