import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { loginBySecondFactorCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';

/** Completes a sign-in's second-factor challenge with a code (or a recovery code). */
export function loginBySecondFactor(input: CallRequest<typeof loginBySecondFactorCall>) {
  return callApi<typeof loginBySecondFactorCall>('account/loginBySecondFactor', input);
}

export function useLoginBySecondFactor() {
  return useMutation({ mutationFn: loginBySecondFactor });
}
