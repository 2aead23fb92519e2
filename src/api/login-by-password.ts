import { useMutation } from '@tanstack/react-query';
import type { loginByPasswordCall } from '../contract/calls/account-login-by-password.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type PasswordLoginInput = CallRequest<typeof loginByPasswordCall>;

/** Signs in with an account name (or an email) and its password. */
export function loginByPassword(input: PasswordLoginInput) {
  return callApi<typeof loginByPasswordCall>('account/loginByPassword', input);
}

export function useLoginByPassword() {
  return useMutation({ mutationFn: loginByPassword });
}
