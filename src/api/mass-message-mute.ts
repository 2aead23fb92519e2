import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResponse } from '../contract/call.ts';
import type { massMessageMuteCall, setMassMessageMuteCall } from '../contract/calls/mass-messages.ts';
import { callApi } from './client.ts';
import { chatKeys } from './get-chat-contacts.ts';

type MuteAnswer = CallResponse<typeof massMessageMuteCall>;

/** The key of whether the signed-in fan muted the mass messages of the creator `uuid`. */
export const massMessageMuteKey = (uuid: string) => [...chatKeys.root, 'mass-mute', uuid] as const;

/** `chat/getMassMessageMute` (docs/api.md 5.20d). */
export function fetchMassMessageMute(uuid: string, signal?: AbortSignal) {
  return callApi<typeof massMessageMuteCall>('chat/getMassMessageMute', { uuid }, { signal });
}

export function massMessageMuteQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: massMessageMuteKey(uuid),
    queryFn: ({ signal }) => fetchMassMessageMute(uuid, signal),
    select: (answer) => answer.muted === 1,
  });
}

/** Whether the fan muted the creator `uuid`'s mass messages. */
export function useMassMessageMute(uuid: string) {
  return useQuery(massMessageMuteQueryOptions(uuid));
}

/** `chat/setMassMessageMute`: mutes or unmutes; answers the state now held. */
export function setMassMessageMute(uuid: string, muted: boolean) {
  return callApi<typeof setMassMessageMuteCall>('chat/setMassMessageMute', { uuid, muted: muted ? 1 : 0 });
}

/**
 * Mutes or unmutes the creator `uuid`'s mass messages, shown at once (optimistic) and put back when
 * the server refuses; the caller tells the fan. One change after another, in the order flipped.
 */
export function useSetMassMessageMute(uuid: string) {
  const queryClient = useQueryClient();
  const key = massMessageMuteKey(uuid);
  return useMutation({
    scope: { id: `mass-mute-${uuid}` },
    mutationFn: (muted: boolean) => setMassMessageMute(uuid, muted),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MuteAnswer>(key);
      queryClient.setQueryData<MuteAnswer>(key, { muted: muted ? 1 : 0 });
      return { before };
    },
    onError: (_error, _muted, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
