import { useMutation } from '@tanstack/react-query';
import type { changePasswordCall } from '../contract/calls/user-change-password.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type ChangePasswordInput = CallRequest<typeof changePasswordCall>;

/** Changes the password after the server checks the current one; other sessions end. */
export function changePassword(input: ChangePasswordInput) {
  return callApi<typeof changePasswordCall>('user/changePassword', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
