import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { creatorKeys, fetchNewCreators } from './get-new-creators.ts';
import { localizedKey } from './localized-query.ts';
import { nextPageOf } from './next-page.ts';

/**
 * `user/getNewCreator` read page after page (home's recommended and related creators), beside the
 * page-at-a-time reading of get-new-creators.ts, which home's first visit loads: this file, and the
 * paging it needs, load only with a member's home.
 */
export const newCreatorPageKeys = {
  all: (locale: Locale) => localizedKey([...creatorKeys.root, 'new', 'pages'] as const, locale),
};

export function newCreatorPagesQueryOptions(locale: Locale) {
  return infiniteQueryOptions({
    queryKey: newCreatorPageKeys.all(locale),
    queryFn: ({ pageParam, signal }) => fetchNewCreators(pageParam, locale, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The new creators page after page, in the app's current language (a "show more" list). */
export function useNewCreatorPages() {
  return useInfiniteQuery(newCreatorPagesQueryOptions(useLocale()));
}
