import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getOpsWithdrawalCall } from '../contract/calls/ops-withdrawals.ts';
import { callApi } from './client.ts';
import { opsWithdrawalKeys } from './ops-withdrawals.ts';

/** One withdrawal with the creator's recent ledger lines and the sum check. */
export function fetchOpsWithdrawal(id: number, signal?: AbortSignal) {
  return callApi<typeof getOpsWithdrawalCall>('ops/withdrawal', { id }, { signal });
}

export function opsWithdrawalQueryOptions(id: number) {
  return queryOptions({
    queryKey: opsWithdrawalKeys.item(id),
    queryFn: ({ signal }) => fetchOpsWithdrawal(id, signal),
  });
}

export function useOpsWithdrawal(id: number) {
  return useQuery(opsWithdrawalQueryOptions(id));
}
