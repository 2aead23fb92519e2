import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteTrackingLinkCall } from '../contract/calls/tracking-links.ts';
import { callApi } from './client.ts';
import { trackingLinkKeys } from './tracking-link-keys.ts';

/** Deletes one of the creator's tracking links, and its figures with it. */
export function deleteTrackingLink(id: number) {
  return callApi<typeof deleteTrackingLinkCall>('user/deleteTrackingLink', { id });
}

export function useDeleteTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrackingLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingLinkKeys.root }),
  });
}
