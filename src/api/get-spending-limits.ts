import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSpendingLimitsCall } from '../contract/calls/spending-limits.ts';
import { callApi } from './client.ts';
import { spendingLimitKeys } from './spending-limit-keys.ts';

/** The fan's spending this month against each of their caps (`payment/getSpendingLimits`). */
export function fetchSpendingLimits(signal?: AbortSignal) {
  return callApi<typeof getSpendingLimitsCall>('payment/getSpendingLimits', {}, { signal });
}

export function spendingLimitsQueryOptions() {
  return queryOptions({
    queryKey: spendingLimitKeys.root,
    queryFn: ({ signal }) => fetchSpendingLimits(signal),
  });
}

/** The fan's spending limits; asked again whenever the page opens (a payment since changes them). */
export function useSpendingLimits() {
  return useQuery({ ...spendingLimitsQueryOptions(), refetchOnMount: 'always' });
}
