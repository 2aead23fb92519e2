import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { claimTrialCall } from '../contract/calls/trials.ts';
import { callApi } from './client.ts';

/** Claims a free trial link's trial: a subscription for its days, renewing at the plan's price unless cancelled. */
export function claimTrial(code: string) {
  return callApi<typeof claimTrialCall>('payment/claimTrial', { code });
}

export function useClaimTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTrial,
    // The viewer's subscriptions and every page that shows them changed; the offer now refuses.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
