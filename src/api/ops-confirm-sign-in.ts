import { useMutation } from '@tanstack/react-query';
import type { operatorConfirmCall } from '../contract/calls/ops-sign-in.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type OperatorCodeInput = CallRequest<typeof operatorConfirmCall>;

/**
 * The second step: a TOTP code or a recovery code. Answers the operator and, at enrolment only,
 * the ten recovery codes (empty otherwise), which the console shows once.
 */
export function confirmOperatorSignIn(input: OperatorCodeInput) {
  return callApi<typeof operatorConfirmCall>('ops/confirmSignIn', input);
}

export function useConfirmOperatorSignIn() {
  return useMutation({ mutationFn: confirmOperatorSignIn });
}
