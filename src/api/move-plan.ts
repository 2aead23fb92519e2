import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '../contract/entities-social.ts';
import type { updatePlanSortCall } from '../contract/calls/plan-order.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

export type PlanMove = { id: number; sort: 'up' | 'down' };

/** Moves one plan a place up or down; answers the ids in the new order. */
export function movePlan(move: PlanMove) {
  return callApi<typeof updatePlanSortCall>('subscription/updateSort', move);
}

/** The list with `id` swapped with its neighbour, or the same list when it cannot move. */
export function swapPlan(plans: readonly Plan[], { id, sort }: PlanMove): Plan[] {
  const next = [...plans];
  const index = next.findIndex((plan) => plan.id === id);
  const other = sort === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * Spec §4: the move shows at once (the cached list is swapped), then the server is asked; a
 * refusal puts the list back, and either way the list is fetched again to agree with the server.
 */
export function useMovePlan() {
  const queryClient = useQueryClient();
  const key = planKeys.mine();
  return useMutation({
    mutationFn: movePlan,
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ list: Plan[] }>(key);
      if (before) queryClient.setQueryData(key, { list: swapPlan(before.list, move) });
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
