import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setSpendingLimitCall } from '../contract/calls/spending-limits.ts';
import type { SetSpendingLimitRequest } from '../contract/calls/spending-limits.ts';
import { callApi } from './client.ts';
import { spendingLimitsQueryOptions } from './get-spending-limits.ts';

/** Sets (or changes) a monthly cap: `aff` 0 overall, else that creator's. */
export function setSpendingLimit(request: SetSpendingLimitRequest) {
  return callApi<typeof setSpendingLimitCall>('payment/setSpendingLimit', request);
}

/** Sets a cap; the answer (every limit as it now stands) replaces the cached limits. */
export function useSetSpendingLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSpendingLimit,
    onSuccess: (limits) => queryClient.setQueryData(spendingLimitsQueryOptions().queryKey, limits),
  });
}
