import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCategoriesCall } from '../contract/calls/post-categories.ts';
import { callApi } from './client.ts';

export const categoryKeys = { root: ['categories'] as const };

/** The post categories (codes; the app labels them `category.{code}`). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.root,
    queryFn: ({ signal }) => callApi<typeof getCategoriesCall>('article/getCategories', {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
