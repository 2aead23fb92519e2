import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cancelMassMessageCall } from '../contract/calls/mass-messages.ts';
import { callApi } from './client.ts';
import { massMessageKeys } from './mass-message-keys.ts';

/** Cancels one of the creator's scheduled mass messages. */
export function cancelMassMessage(id: number) {
  return callApi<typeof cancelMassMessageCall>('user/cancelMassMessage', { id });
}

export function useCancelMassMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMassMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: massMessageKeys.list() }),
  });
}
