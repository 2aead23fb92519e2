import { queryOptions, useQuery } from '@tanstack/react-query';
import type { operatorMeCall } from '../contract/calls/ops-sign-in.ts';
import type { CallResponse } from '../contract/call.ts';
import { callApi } from './client.ts';
import { ApiError } from './errors.ts';
import { opsKeys } from './ops-keys.ts';

export type SignedInOperator = CallResponse<typeof operatorMeCall>;

/**
 * Who is signed in to the console, or null when no operator is. The operator's session is an
 * httpOnly cookie the browser sends by itself; the only refusal `ops/me` answers a browser
 * without a live session is `server.ops.signInRequired` (every role may ask), so any refusal
 * reads as "not signed in" and a failed connection stays an error.
 */
export async function fetchOperator(signal?: AbortSignal): Promise<SignedInOperator | null> {
  try {
    return await callApi<typeof operatorMeCall>('ops/me', {}, { signal });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export function operatorQueryOptions() {
  return queryOptions({
    queryKey: opsKeys.me,
    queryFn: ({ signal }) => fetchOperator(signal),
    // Asked again when the operator comes back to the tab: a session that ended meanwhile (12 hours,
    // or signed out elsewhere) shows the sign-in rather than pages whose calls are refused.
    refetchOnWindowFocus: true,
  });
}

/** The signed-in operator (null: the console shows its sign-in). */
export function useOperatorQuery() {
  return useQuery(operatorQueryOptions());
}
