import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { listSubscribedCreatorsCall } from '../contract/calls/post-discovery-lists.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';
import { creatorKeys } from './get-new-creators.ts';

/**
 * Under the creators' root, so a subscription or a block refreshes it. One entry, not one per
 * locale: home reads only whether it is empty, which no language changes (a per-locale key would
 * make home forget, on every switch, which feed a subscriber sees).
 */
export const subscribedCreatorKeys = {
  first: () => [...creatorKeys.root, 'subscribed', 1] as const,
};

/** The first page of the creators the viewer holds a running subscription to, latest first. */
export function fetchSubscribedCreators(signal?: AbortSignal) {
  return callApi<typeof listSubscribedCreatorsCall>(
    'article/listSubscribe',
    { page: 1, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function subscribedCreatorsQueryOptions() {
  return queryOptions({
    queryKey: subscribedCreatorKeys.first(),
    queryFn: ({ signal }) => fetchSubscribedCreators(signal),
  });
}

/**
 * Whether the signed-in viewer subscribes to anyone (spec §2: home shows subscribers their
 * subscribed feed); idle for a visitor, who subscribes to no one.
 */
export function useHasSubscriptions() {
  const { token } = useSnapshot(session);
  return useQuery({
    ...subscribedCreatorsQueryOptions(),
    enabled: Boolean(token),
    select: (page) => page.list.length > 0,
  });
}
