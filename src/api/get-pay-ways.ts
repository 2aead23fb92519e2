import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPayWaysCall } from '../contract/calls/pay-ways.ts';
import { callApi } from './client.ts';

export const payWayKeys = {
  root: ['pay-ways'] as const,
};

/** The pay ways with the amounts each takes, and the default way (spec §2 payment dialog, §5). */
export function fetchPayWays(signal?: AbortSignal) {
  return callApi<typeof getPayWaysCall>('home/getPayTypeWithId', {}, { signal });
}

/** Configuration, not translated and the same for every viewer: fresh for ten minutes. */
export function payWaysQueryOptions() {
  return queryOptions({
    queryKey: payWayKeys.root,
    queryFn: ({ signal }) => fetchPayWays(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePayWays() {
  return useQuery(payWaysQueryOptions());
}
