import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listMassMessagesCall } from '../contract/calls/mass-messages.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { massMessageKeys } from './mass-message-keys.ts';
import { nextPageOf } from './next-page.ts';

/** One page of the creator's mass messages, newest first, with how many they may still send today. */
export function fetchMassMessages(page: number, signal?: AbortSignal) {
  return callApi<typeof listMassMessagesCall>(
    'user/getMassMessageList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function massMessagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: massMessageKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchMassMessages(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The creator's mass messages, page by page (the composer screen's list). */
export function useMassMessages() {
  return useInfiniteQuery(massMessagesQueryOptions());
}
