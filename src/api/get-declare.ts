import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDeclareCall } from '../contract/calls/account-get-declare.ts';
import { accountKeys } from './account-keys.ts';
import { callApi } from './client.ts';

export const declareKeys = {
  root: [...accountKeys.root, 'declare'] as const,
  /** The server answers in the request's language, so each locale is its own entry. */
  locale: (locale: string) => [...declareKeys.root, locale] as const,
};

/** The short terms declaration shown under the sign-up form. */
export function fetchDeclare(signal?: AbortSignal) {
  return callApi(getDeclareCall, {}, { signal });
}

export function declareQueryOptions(locale: string) {
  return queryOptions({
    queryKey: declareKeys.locale(locale),
    queryFn: ({ signal }) => fetchDeclare(signal),
    staleTime: 60 * 60_000,
  });
}

export function useDeclare(locale: string) {
  return useQuery(declareQueryOptions(locale));
}
