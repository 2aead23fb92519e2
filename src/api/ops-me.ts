import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/**
 * Asks `ops/me` again whenever a console call is refused. A session can end while a page is open
 * (its 12 hours run out, the operator signs out in another tab, an admin disables them); the
 * refusal of the next call, `server.ops.signInRequired`, reaches the client only as words in the
 * operator's language, so the console asks who is signed in: when nobody is, `ops/me` answers
 * null and the console shows its sign-in instead of the page's error.
 */
export function useOperatorCheckOnRefusal(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError)
        void queryClient.invalidateQueries({ queryKey: opsKeys.me, exact: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      // ops/me turns refusals into null itself, so it never comes through here.
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] === opsKeys.root[0]
      )
        recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
