import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { applyCreatorCall } from '../contract/calls/user-apply-creator.ts';
import { callApi } from './client.ts';
import { userInfoKeys } from './get-user-info.ts';

/** Applies to become a creator with the two uploaded documents' references (spec §7). */
export function applyCreator(input: CallRequest<typeof applyCreatorCall>) {
  return callApi<typeof applyCreatorCall>('user/applyCreator', input);
}

/** The application; the user's record (auth_status, role) is fetched again once it is sent. */
export function useApplyCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCreator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKeys.root }),
  });
}
