import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { modifyAccountInfoCall } from '../contract/calls/user-modify-account-info.ts';
import { callApi } from './client.ts';
import { creatorKeys } from './get-new-creators.ts';
import { userInfoKeys } from './get-user-info.ts';

export type ModifyAccountInfoInput = CallRequest<typeof modifyAccountInfoCall>;

/** Saves the fields sent of the signed-in user's profile; answers their whole record. */
export function modifyAccountInfo(input: ModifyAccountInfoInput) {
  return callApi<typeof modifyAccountInfoCall>('user/modifyAccountInfo', input);
}

/**
 * Saves and puts the answer in place of the user's record; the creator pages and lists, which
 * show their name and pictures, refetch when next shown.
 */
export function useModifyAccountInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyAccountInfo,
    onSuccess: (info) => {
      queryClient.setQueryData(userInfoKeys.root, info);
      void queryClient.invalidateQueries({ queryKey: creatorKeys.root });
    },
  });
}
