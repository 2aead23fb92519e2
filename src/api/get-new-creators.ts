import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { callApi } from './client.ts';
import { localeOfKey, localizedKey } from './localized-query.ts';

export const creatorKeys = {
  root: ['creators'] as const,
  /** The server writes descriptions in the request's language, so each locale is its own entry. */
  newest: (page: number, locale: Locale) => localizedKey([...creatorKeys.root, 'new', page] as const, locale),
};

/** The creators who joined most recently (home screen), described in `locale`. */
export async function fetchNewCreators(page: number, locale: Locale, signal?: AbortSignal) {
  return callApi<typeof getNewCreatorCall>(
    'user/getNewCreator',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal, locale },
  );
}

export function newCreatorsQueryOptions(page: number, locale: Locale) {
  return queryOptions({
    queryKey: creatorKeys.newest(page, locale),
    queryFn: ({ signal }) => fetchNewCreators(page, locale, signal),
    // The previous page stays on screen while the next loads, but never across a language switch.
    placeholderData: (previous, previousQuery) =>
      previousQuery && localeOfKey(previousQuery.queryKey) === locale ? previous : undefined,
  });
}

/** A page of new creators in the app's current language. */
export function useNewCreators(page = 1) {
  return useQuery(newCreatorsQueryOptions(page, useLocale()));
}
