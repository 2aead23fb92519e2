import { useMutation } from '@tanstack/react-query';
import type { deleteAccountCall } from '../contract/calls/user-delete-account.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

/** Deletes the signed-in account; the server checks the current password (and
 * a second-factor code when it is on) and ends every session. */
export function deleteAccount(input: CallRequest<typeof deleteAccountCall>) {
  return callApi<typeof deleteAccountCall>('user/deleteAccount', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
