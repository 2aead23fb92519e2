import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackStatus, opsFeedbackCall } from '../contract/calls/ops-feedback.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's feedback inbox; under the console's root, so signing out drops them. */
export const opsFeedbackKeys = {
  root: [...opsKeys.root, 'feedback'] as const,
  list: (status: FeedbackStatus) => [...opsKeys.root, 'feedback', 'list', status] as const,
  item: (id: number) => [...opsKeys.root, 'feedback', 'item', id] as const,
};

/** One page of the feedback of a status, newest first. */
export function fetchOpsFeedback(status: FeedbackStatus, page: number, signal?: AbortSignal) {
  return callApi<typeof opsFeedbackCall>(
    'ops/feedback',
    { status, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function opsFeedbackQueryOptions(status: FeedbackStatus) {
  return infiniteQueryOptions({
    queryKey: opsFeedbackKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchOpsFeedback(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The inbox of one tab (new or handled), page by page. */
export function useOpsFeedback(status: FeedbackStatus) {
  return useInfiniteQuery(opsFeedbackQueryOptions(status));
}
