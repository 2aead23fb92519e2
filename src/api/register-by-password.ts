import { useMutation } from '@tanstack/react-query';
import type { registerByPasswordCall } from '../contract/calls/account-register-by-password.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type SignUpRequest = CallRequest<typeof registerByPasswordCall>;

/** Creates an account with email, account name and password, and signs it in. */
export function registerByPassword(input: SignUpRequest) {
  return callApi<typeof registerByPasswordCall>('account/registerByPassword', input);
}

export function useRegisterByPassword() {
  return useMutation({ mutationFn: registerByPassword });
}
