import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sendMassMessageCall } from '../contract/calls/mass-messages.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { massMessageKeys } from './mass-message-keys.ts';

export type SendMassMessageRequest = CallRequest<typeof sendMassMessageCall>;

/**
 * Sends (or schedules) a mass message: a text, or a price with pictures (`media`) or one video
 * (`video`, an `UploadName`); the same `client_key` answers the one it made.
 */
export function sendMassMessage(request: SendMassMessageRequest) {
  return callApi<typeof sendMassMessageCall>('user/sendMassMessage', request);
}

export function useSendMassMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMassMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: massMessageKeys.list() }),
  });
}
