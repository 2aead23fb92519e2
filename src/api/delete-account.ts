import { useMutation } from '@tanstack/react-query';
import type { deleteAccountCall } from '../contract/calls/user-delete-account.ts';
import { callApi } from './client.ts';

/** Deletes the signed-in account; the server checks the current password and ends every session. */
export function deleteAccount(password: string) {
  return callApi<typeof deleteAccountCall>('user/deleteAccount', { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
