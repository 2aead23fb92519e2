import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createTrackingLinkCall } from '../contract/calls/tracking-links.ts';
import { callApi } from './client.ts';
import { trackingLinkKeys } from './tracking-link-keys.ts';

/** Makes a named tracking link (at most 50 a creator: the server says so past it). */
export function createTrackingLink(name: string) {
  return callApi<typeof createTrackingLinkCall>('user/createTrackingLink', { name });
}

export function useCreateTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrackingLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingLinkKeys.root }),
  });
}
