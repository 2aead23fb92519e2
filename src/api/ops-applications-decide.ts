import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { decideApplicationCall } from '../contract/calls/ops-applications.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsApplicationKeys } from './ops-applications.ts';

export type ApplicationDecisionInput = CallRequest<typeof decideApplicationCall>;

/** Approves, or refuses with the reason the applicant reads, a pending creator application. */
export function decideApplication(input: ApplicationDecisionInput) {
  return callApi<typeof decideApplicationCall>('ops/decideApplication', input);
}

/** The decision; every tab and the opened application are asked again once it is made. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: opsApplicationKeys.root }),
  });
}
