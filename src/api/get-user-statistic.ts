import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getUserStatisticCall } from '../contract/calls/user-get-user-statistic.ts';
import { callApi } from './client.ts';
import { earningsKeys, type StatsRange } from './earnings-keys.ts';

/** The signed-in creator's overall numbers over `range`, and the balance now. */
export function fetchUserStatistic(range: StatsRange, signal?: AbortSignal) {
  return callApi<typeof getUserStatisticCall>('user/getUserStatistic', range, { signal });
}

export function userStatisticQueryOptions(range: StatsRange) {
  return queryOptions({
    queryKey: earningsKeys.overall(range),
    queryFn: ({ signal }) => fetchUserStatistic(range, signal),
  });
}

/**
 * Overall performance (spec §2 mine-earn). A new range keeps the previous numbers on screen
 * until its own arrive, so the tiles do not flash empty at each date change.
 */
export function useUserStatistic(range: StatsRange | null) {
  return useQuery({
    ...userStatisticQueryOptions(range ?? { start_time: 0, end_time: 1 }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
