import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getStatementCall } from '../contract/calls/sales.ts';
import { callApi } from './client.ts';
import { earningsKeys } from './earnings-keys.ts';

/** The creator's statement of one UTC month (`YYYY-MM`). */
export function fetchStatement(month: string, signal?: AbortSignal) {
  return callApi<typeof getStatementCall>('user/getStatement', { month }, { signal });
}

export function statementQueryOptions(month: string) {
  return queryOptions({
    queryKey: earningsKeys.statement(month),
    queryFn: ({ signal }) => fetchStatement(month, signal),
  });
}

/** The monthly statement: opening balance, every entry, closing balance. */
export function useStatement(month: string) {
  return useQuery(statementQueryOptions(month));
}
