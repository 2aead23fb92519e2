import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getTwoFactorCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Whether the member's second factor is on (`user/getTwoFactor`). */
export function fetchTwoFactor(signal?: AbortSignal) {
  return callApi<typeof getTwoFactorCall>('user/getTwoFactor', {}, { signal });
}

export function twoFactorQueryOptions() {
  return queryOptions({ queryKey: twoFactorKeys.status(), queryFn: ({ signal }) => fetchTwoFactor(signal) });
}

/** The member's second factor: on or off, and the recovery codes left. */
export function useTwoFactor(options: { enabled?: boolean } = {}) {
  return useQuery({ ...twoFactorQueryOptions(), enabled: options.enabled ?? true });
}
