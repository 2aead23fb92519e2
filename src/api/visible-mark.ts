/**
 * A creator's visible mark (issue 26; docs/api.md, user/getVisibleMark and user/setVisibleMark):
 * the setting, and saving it. The saved answer replaces the cached setting.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getVisibleMarkCall, setVisibleMarkCall } from '../contract/calls/visible-mark.ts';
import type { VisibleMarkSetting } from '../contract/visible-mark.ts';
import { callApi } from './client.ts';

/** Query keys of the creator's visible mark. */
export const visibleMarkKeys = {
  root: ['visible-mark'] as const,
};

export function fetchVisibleMark(signal?: AbortSignal) {
  return callApi<typeof getVisibleMarkCall>('user/getVisibleMark', {}, { signal });
}

export function visibleMarkQueryOptions() {
  return queryOptions({ queryKey: visibleMarkKeys.root, queryFn: ({ signal }) => fetchVisibleMark(signal) });
}

/** The creator's setting (off until they choose), with the host the mark writes. */
export function useVisibleMark(options: { enabled?: boolean } = {}) {
  return useQuery({ ...visibleMarkQueryOptions(), enabled: options.enabled ?? true });
}

/** Saves the setting; viewers' copies carry it from the next image they open. */
export function useSetVisibleMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: VisibleMarkSetting) =>
      callApi<typeof setVisibleMarkCall>('user/setVisibleMark', setting),
    onSuccess: (mark) => queryClient.setQueryData(visibleMarkQueryOptions().queryKey, mark),
  });
}
