import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { decideReportsCall } from '../contract/calls/ops-reports.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsReportKeys } from './ops-reports.ts';

export type ReportDecisionInput = CallRequest<typeof decideReportsCall>;

/** Closes every open report of a target with the action and its reason. */
export function decideReports(input: ReportDecisionInput) {
  return callApi<typeof decideReportsCall>('ops/decideReports', input);
}

/** The decision; the queue and the opened target are asked again once it is made. */
export function useDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReports,
    onSuccess: () => client.invalidateQueries({ queryKey: opsReportKeys.root }),
  });
}
