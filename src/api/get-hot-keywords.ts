import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHotKeywordsCall } from '../contract/calls/hot-keywords.ts';
import { callApi } from './client.ts';

/**
 * The popular search keywords. One entry, not one per locale: they are what people typed, in
 * whatever language they typed it, and the server counts them across every language.
 */
export const hotKeywordKeys = {
  root: ['hot-keywords'] as const,
};

/** The keywords most searched this week, most searched first (the search screen's tags). */
export function fetchHotKeywords(signal?: AbortSignal) {
  return callApi<typeof getHotKeywordsCall>('article/getHotKeywords', {}, { signal });
}

export function hotKeywordsQueryOptions() {
  return queryOptions({
    queryKey: hotKeywordKeys.root,
    queryFn: ({ signal }) => fetchHotKeywords(signal),
    select: (answer) => answer.list,
    // The server reads them at most once a minute: asking more often finds nothing new.
    staleTime: 60_000,
  });
}

/** The popular keywords, offered before anything is typed. */
export function useHotKeywords() {
  return useQuery(hotKeywordsQueryOptions());
}
