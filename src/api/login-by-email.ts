import { useMutation } from '@tanstack/react-query';
import type { loginByEmailCall } from '../contract/calls/account-login-by-email.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type EmailCodeLoginInput = CallRequest<typeof loginByEmailCall>;

/** Signs in with the 6-character code mailed by account/sendEmailCode (type 5). */
export function loginByEmail(input: EmailCodeLoginInput) {
  return callApi<typeof loginByEmailCall>('account/loginByEmail', input);
}

export function useLoginByEmail() {
  return useMutation({ mutationFn: loginByEmail });
}
