import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { getInterestsCall } from '../contract/calls/user-interests.ts';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';

/** The categories the signed-in viewer picked (codes: the app labels them, so no locale). */
export const interestKeys = {
  root: ['interests'] as const,
};

export function fetchInterests(signal?: AbortSignal) {
  return callApi<typeof getInterestsCall>('user/getinterested', {}, { signal });
}

export function interestsQueryOptions() {
  return queryOptions({
    queryKey: interestKeys.root,
    queryFn: ({ signal }) => fetchInterests(signal),
    select: (answer) => answer.list,
  });
}

/** The viewer's picked categories (empty until they pick); idle for a visitor. */
export function useInterests() {
  const { token } = useSnapshot(session);
  return useQuery({ ...interestsQueryOptions(), enabled: Boolean(token) });
}
