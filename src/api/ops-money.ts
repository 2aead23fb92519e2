import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { opsMoneyCall } from '../contract/calls/ops-money.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { opsKeys } from './ops-keys.ts';

export interface MoneyPeriod {
  /** The first day, YYYY-MM-DD (UTC). */
  from: string;
  /** The last day, included. */
  to: string;
}

/** Query keys of the console's money view. */
export const opsMoneyKeys = {
  root: [...opsKeys.root, 'money'] as const,
  view: (period: MoneyPeriod, page: number) =>
    [...opsKeys.root, 'money', period.from, period.to, page] as const,
};

/** The period's figures and one page of creators' balances. */
export function opsMoneyQueryOptions(period: MoneyPeriod, page: number) {
  return queryOptions({
    queryKey: opsMoneyKeys.view(period, page),
    queryFn: ({ signal }) =>
      callApi<typeof opsMoneyCall>('ops/money', { ...period, page, limit: DEFAULT_PAGE_SIZE }, { signal }),
    // The figures stay on screen while the next page of balances loads.
    placeholderData: keepPreviousData,
  });
}

export function useOpsMoney(period: MoneyPeriod, page: number) {
  return useQuery(opsMoneyQueryOptions(period, page));
}
