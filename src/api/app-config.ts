import { queryOptions, useQuery } from '@tanstack/react-query';
import type { appConfigCall } from '../contract/calls/app-config.ts';
import type { SaleRates } from '../contract/rules/sale-split.ts';
import { callApi } from './client.ts';

export const appConfigKeys = {
  root: ['app-config'] as const,
};

/** Upload endpoints, the media base URL and the chat socket URLs. */
export function fetchAppConfig(signal?: AbortSignal) {
  return callApi<typeof appConfigCall>('app/config', {}, { signal });
}

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigKeys.root,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 60 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

/**
 * The platform fee and the payment cost a sale pays (app/config), for "You receive …" beside a
 * price; undefined while the configuration loads.
 */
export function useSaleRates(): SaleRates | undefined {
  const { data } = useAppConfig();
  if (!data) return undefined;
  return {
    feeBps: data.fee_bps,
    costBps: data.payment_cost_bps,
    costFixedCents: Math.round(data.payment_cost_fixed * 100),
  };
}
