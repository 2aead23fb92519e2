import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { listPlansByCreatorCall } from '../contract/calls/plan-list.ts';
import type { Plan } from '../contract/entities-social.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

/** A creator's plans on sale, asked fresh (under the plans root, which a payment refreshes). */
function fetchPlansOnSale(uuid: string, signal?: AbortSignal) {
  return callApi<typeof listPlansByCreatorCall>('subscription/listSubscriptionByUuid', { uuid }, { signal });
}

/**
 * Looks up a plan a fan held, on sale now, before paying for it again (re-subscribe, subscribe
 * in advance): the plan may have been withdrawn or repriced since. Resolves with the plan as it
 * is sold today, or null when it is no longer on sale; rejects with the server's refusal.
 */
export function usePlanOnSale(): (creatorUuid: string, planId: number) => Promise<Plan | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (creatorUuid, planId) => {
      const answer = await queryClient.fetchQuery({
        queryKey: [...planKeys.root, 'on-sale', creatorUuid] as const,
        queryFn: ({ signal }) => fetchPlansOnSale(creatorUuid, signal),
        staleTime: 0,
      });
      return answer.list.find((plan) => plan.id === planId) ?? null;
    },
    [queryClient],
  );
}
