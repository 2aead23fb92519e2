import { queryOptions, useQuery } from '@tanstack/react-query';
import type { countCreatorsAndPostsCall } from '../contract/calls/post-discovery-lists.ts';
import { callApi } from './client.ts';
import { postTotalKeys } from './get-creator-post-total.ts';

/** Beside the creator page's totals, under the one root of `article/totalCreatorAndArticle`. */
export const searchTotalKeys = {
  keyword: (keyword: string) => [...postTotalKeys.root, 'search', keyword] as const,
};

/** How many creators and posts a keyword finds (the search tabs' counts). */
export function fetchSearchTotals(keyword: string, signal?: AbortSignal) {
  return callApi<typeof countCreatorsAndPostsCall>('article/totalCreatorAndArticle', { keyword }, { signal });
}

export function searchTotalsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: searchTotalKeys.keyword(keyword),
    queryFn: ({ signal }) => fetchSearchTotals(keyword, signal),
  });
}

/** The search's two counts; idle for an empty keyword. */
export function useSearchTotals(keyword: string) {
  return useQuery({ ...searchTotalsQueryOptions(keyword), enabled: keyword !== '' });
}
