import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { getUserInfoCall } from '../contract/calls/user-get-user-info.ts';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';

export const userInfoKeys = {
  root: ['me'] as const,
};

/** The signed-in user's own record. */
export function fetchUserInfo(signal?: AbortSignal) {
  return callApi<typeof getUserInfoCall>('user/getUserInfo', {}, { signal });
}

/**
 * One entry, not one per locale: the record is the user's own data, not translated text, and
 * a language switch must not make the role (useViewer) unknown while it refetches.
 */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userInfoKeys.root,
    queryFn: ({ signal }) => fetchUserInfo(signal),
  });
}

/** The signed-in user's record; idle for a visitor (spec §7: fetched when a token exists). */
export function useUserInfo() {
  const { token } = useSnapshot(session);
  return useQuery({ ...userInfoQueryOptions(), enabled: Boolean(token) });
}
