import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { endPlanOfferCall, setPlanOfferCall } from '../contract/calls/plan-offers.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

export type PlanOfferRequest = CallRequest<typeof setPlanOfferCall>;

/** Puts an offer on one of the creator's plans (issue 25). */
export function setPlanOffer(request: PlanOfferRequest) {
  return callApi<typeof setPlanOfferCall>('subscription/setOffer', request);
}

/** Ends the running offer of one of the creator's plans now. */
export function endPlanOffer(planId: number) {
  return callApi<typeof endPlanOfferCall>('subscription/endOffer', { subscription_id: planId });
}

export function useSetPlanOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.root }),
  });
}

export function useEndPlanOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPlanOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.root }),
  });
}
