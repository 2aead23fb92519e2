import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMyPlansCall } from '../contract/calls/plan-list.ts';
import { callApi } from './client.ts';
import { planKeys } from './plan-keys.ts';

/** The signed-in creator's own plans, in their sort order. */
export function fetchMyPlans(signal?: AbortSignal) {
  return callApi<typeof listMyPlansCall>('subscription/list', {}, { signal });
}

export function myPlansQueryOptions() {
  return queryOptions({
    queryKey: planKeys.mine(),
    queryFn: ({ signal }) => fetchMyPlans(signal),
    select: (answer) => answer.list,
  });
}

export function useMyPlans() {
  return useQuery(myPlansQueryOptions());
}
