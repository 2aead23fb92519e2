import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { removeSpendingLimitCall } from '../contract/calls/spending-limits.ts';
import { callApi } from './client.ts';
import { spendingLimitsQueryOptions } from './get-spending-limits.ts';

/** Removes a monthly cap: `aff` 0 overall, else that creator's. */
export function removeSpendingLimit(aff: number) {
  return callApi<typeof removeSpendingLimitCall>('payment/removeSpendingLimit', { aff });
}

/** Removes a cap; the answer (every limit as it now stands) replaces the cached limits. */
export function useRemoveSpendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSpendingLimit,
    onSuccess: (limits) => queryClient.setQueryData(spendingLimitsQueryOptions().queryKey, limits),
  });
}
