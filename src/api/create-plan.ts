import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { createPlanCall } from '../contract/calls/plan-create.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

export type NewPlan = CallRequest<typeof createPlanCall>;

/** Adds a plan (at most 10 per creator: content.maxSubPlan past it). */
export function createPlan(plan: NewPlan) {
  return callApi<typeof createPlanCall>('subscription/create', plan);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.root }),
  });
}
