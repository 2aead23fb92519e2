import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { opsReportsCall, ReportTarget } from '../contract/calls/ops-reports.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's reports queue; under the console's root, so signing out drops them. */
export const opsReportKeys = {
  root: [...opsKeys.root, 'reports'] as const,
  list: () => [...opsKeys.root, 'reports', 'list'] as const,
  group: (target: ReportTarget) => [...opsKeys.root, 'reports', 'group', target.type, target.id] as const,
};

/** One page of the targets with open reports, the longest waiting first. */
export function fetchOpsReports(page: number, signal?: AbortSignal) {
  return callApi<typeof opsReportsCall>('ops/reports', { page, limit: DEFAULT_PAGE_SIZE }, { signal });
}

export function opsReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: opsReportKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchOpsReports(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The queue, page by page. */
export function useOpsReports() {
  return useInfiniteQuery(opsReportsQueryOptions());
}
