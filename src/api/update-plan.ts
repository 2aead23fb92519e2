import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { updatePlanCall } from '../contract/calls/plan-update.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

export type PlanChanges = CallRequest<typeof updatePlanCall>;

/** Edits one of the creator's plans; its subscription length (expire_days) stays as created. */
export function updatePlan(plan: PlanChanges) {
  return callApi<typeof updatePlanCall>('subscription/update', plan);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.root }),
  });
}
