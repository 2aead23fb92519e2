import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { endTrialLinkCall } from '../contract/calls/trials.ts';
import { callApi } from './client.ts';
import { trialLinkKeys } from './trial-link-keys.ts';

/** Ends one of the creator's free trial links early; trials already claimed run on. */
export function endTrialLink(id: number) {
  return callApi<typeof endTrialLinkCall>('user/endTrialLink', { id });
}

export function useEndTrialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endTrialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialLinkKeys.list() }),
  });
}
