import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setPasswordCall } from '../contract/calls/user-set-password.ts';
import type { CallRequest } from '../contract/call.ts';
import type { UserInfo } from '../contract/entities-account.ts';
import { callApi } from './client.ts';
import { userInfoKeys } from './get-user-info.ts';

export type SetPasswordInput = CallRequest<typeof setPasswordCall>;

/** Gives a password to an account made through Google, X or Apple, which has none. */
export function setPassword(input: SetPasswordInput) {
  return callApi<typeof setPasswordCall>('user/setPassword', input);
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    // From now on the account has a password: the screen offers to change it instead.
    onSuccess: () =>
      queryClient.setQueryData<UserInfo>(userInfoKeys.root, (info) =>
        info ? { ...info, has_password: true } : info,
      ),
  });
}
