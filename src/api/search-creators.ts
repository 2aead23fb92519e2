import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { searchCreatorCall } from '../contract/calls/user-search-creator.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { callApi } from './client.ts';
import { creatorKeys } from './get-new-creators.ts';
import { localizedKey } from './localized-query.ts';
import { nextPageOf } from './next-page.ts';

/**
 * Under the creators' root, so what changes a creator (a block, a subscription) refreshes the
 * search's authors too; per locale, since the server writes descriptions in the request's language.
 */
export const creatorSearchKeys = {
  all: () => [...creatorKeys.root, 'search'] as const,
  list: (keyword: string, locale: Locale) =>
    localizedKey([...creatorSearchKeys.all(), keyword] as const, locale),
};

/** One page of the creators a keyword finds, the best match first. */
export function fetchCreatorSearch(keyword: string, page: number, locale: Locale, signal?: AbortSignal) {
  return callApi<typeof searchCreatorCall>(
    'user/searchCreator',
    { keyword, page, limit: DEFAULT_PAGE_SIZE },
    { signal, locale },
  );
}

export function creatorSearchQueryOptions(keyword: string, locale: Locale) {
  return infiniteQueryOptions({
    queryKey: creatorSearchKeys.list(keyword, locale),
    queryFn: ({ pageParam, signal }) => fetchCreatorSearch(keyword, pageParam, locale, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The search's authors tab, page by page; idle for an empty keyword. */
export function useCreatorSearch(keyword: string) {
  const locale = useLocale();
  return useInfiniteQuery({ ...creatorSearchQueryOptions(keyword, locale), enabled: keyword !== '' });
}
