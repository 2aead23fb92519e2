import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewCreatorCall } from '../contract/calls/user-get-new-creator.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';

export const creatorKeys = {
  root: ['creators'] as const,
  newest: (page: number) => [...creatorKeys.root, 'new', page] as const,
};

/** The creators who joined most recently (home screen). */
export async function fetchNewCreators(page = 1, signal?: AbortSignal) {
  return callApi(getNewCreatorCall, { page, limit: DEFAULT_PAGE_SIZE }, { signal });
}

export function newCreatorsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: creatorKeys.newest(page),
    queryFn: ({ signal }) => fetchNewCreators(page, signal),
    placeholderData: (previous) => previous,
  });
}

export function useNewCreators(page = 1) {
  return useQuery(newCreatorsQueryOptions(page));
}
