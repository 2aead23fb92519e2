import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoriesCall } from '../contract/calls/article-get-categories.ts';
import { callApi } from './client.ts';

export const categoryKeys = {
  root: ['categories'] as const,
  list: () => [...categoryKeys.root, 'list'] as const,
};

/** Post categories; labels come from the `category.{code}` messages. */
export async function fetchCategories(signal?: AbortSignal) {
  const { list } = await callApi(getCategoriesCall, {}, { signal });
  return list;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 60 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
