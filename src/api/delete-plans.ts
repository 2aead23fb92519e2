import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bulkDeletePlansCall } from '../contract/calls/plan-bulk-delete.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

/** Deletes some of the creator's plans (the plan manager deletes one at a time). */
export function deletePlans(ids: number[]) {
  return callApi<typeof bulkDeletePlansCall>('subscription/bulkDel', { ids });
}

export function useDeletePlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlans,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.root }),
  });
}
