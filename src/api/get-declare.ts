import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getDeclareCall } from '../contract/calls/account-get-declare.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { accountKeys } from './account-keys.ts';
import { callApi } from './client.ts';
import { localizedKey } from './localized-query.ts';

export const declareKeys = {
  root: [...accountKeys.root, 'declare'] as const,
  /** The server answers in the request's language, so each locale is its own entry. */
  locale: (locale: Locale) => localizedKey(declareKeys.root, locale),
};

/** The short terms declaration shown under the sign-up form, in `locale`. */
export function fetchDeclare(locale: Locale, signal?: AbortSignal) {
  return callApi<typeof getDeclareCall>('account/getDeclare', {}, { signal, locale });
}

export function declareQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: declareKeys.locale(locale),
    queryFn: ({ signal }) => fetchDeclare(locale, signal),
    staleTime: 60 * 60_000,
  });
}

/** The declaration in the app's current language. */
export function useDeclare() {
  return useQuery(declareQueryOptions(useLocale()));
}
