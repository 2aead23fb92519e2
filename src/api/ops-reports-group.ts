import { queryOptions, useQuery } from '@tanstack/react-query';
import type { opsReportGroupCall, ReportTarget } from '../contract/calls/ops-reports.ts';
import { callApi } from './client.ts';
import { opsReportKeys } from './ops-reports.ts';

/** Every report of one target, with the post as a fan sees it or the account's profile. */
export function fetchOpsReportGroup(target: ReportTarget, signal?: AbortSignal) {
  return callApi<typeof opsReportGroupCall>('ops/reportGroup', { target }, { signal });
}

export function opsReportGroupQueryOptions(target: ReportTarget) {
  return queryOptions({
    queryKey: opsReportKeys.group(target),
    queryFn: ({ signal }) => fetchOpsReportGroup(target, signal),
  });
}

export function useOpsReportGroup(target: ReportTarget) {
  return useQuery(opsReportGroupQueryOptions(target));
}
