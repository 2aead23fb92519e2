import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationStatus, listApplicationsCall } from '../contract/calls/ops-applications.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's creator applications; under the console's root, so signing out drops them. */
export const opsApplicationKeys = {
  root: [...opsKeys.root, 'applications'] as const,
  list: (status: ApplicationStatus) => [...opsKeys.root, 'applications', 'list', status] as const,
  item: (id: number) => [...opsKeys.root, 'applications', 'item', id] as const,
};

/** One page of the applications of a status: pending oldest first, decided latest first. */
export function fetchOpsApplications(status: ApplicationStatus, page: number, signal?: AbortSignal) {
  return callApi<typeof listApplicationsCall>(
    'ops/applications',
    { status, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function opsApplicationsQueryOptions(status: ApplicationStatus) {
  return infiniteQueryOptions({
    queryKey: opsApplicationKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchOpsApplications(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The applications of one tab (pending, approved, rejected), page by page. */
export function useOpsApplications(status: ApplicationStatus) {
  return useInfiniteQuery(opsApplicationsQueryOptions(status));
}
