import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createTrialLinkCall } from '../contract/calls/trials.ts';
import type { TrialLinkRequest } from '../contract/rules/trial-link-rules.ts';
import { callApi } from './client.ts';
import { trialLinkKeys } from './trial-link-keys.ts';

/** Makes a free trial link on one of the creator's plans. */
export function createTrialLink(request: TrialLinkRequest) {
  return callApi<typeof createTrialLinkCall>('user/createTrialLink', request);
}

export function useCreateTrialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trialLinkKeys.list() }),
  });
}
