import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getVideoRealPathCall } from '../contract/calls/video-real-path.ts';
import { callApi } from './client.ts';

/**
 * Signed playlist URLs live 60 to 70 minutes (docs/api.md 5.12). A cached one is handed to a
 * player for 30 minutes at most, so it has at least half an hour left when playback starts; one
 * that expires while it plays is asked for again by the player's owner (docs/decisions.md).
 */
const VIDEO_PATH_FRESH_MS = 30 * 60_000;

export const videoPathKeys = {
  root: ['video-paths'] as const,
  // One entry per post, not per locale: the answer is addresses. A refusal's message is
  // translated, and useRetryFailedOnLocaleChange asks a failed entry again after a switch.
  real: (postId: number) => [...videoPathKeys.root, 'real', postId] as const,
};

/**
 * The playable video of one post (article/getVideoRealPath): the signed HLS master playlist and
 * poster. Refused (ApiError with the server's message) when the viewer is not entitled or the
 * video is still processing.
 */
export function fetchVideoRealPath(postId: number, signal?: AbortSignal) {
  return callApi<typeof getVideoRealPathCall>('article/getVideoRealPath', { id: postId }, { signal });
}

export function videoRealPathQueryOptions(postId: number) {
  return queryOptions({
    queryKey: videoPathKeys.real(postId),
    queryFn: ({ signal }) => fetchVideoRealPath(postId, signal),
    staleTime: VIDEO_PATH_FRESH_MS,
    gcTime: VIDEO_PATH_FRESH_MS,
  });
}

/** Idle until `enabled` (the player is about to be seen). */
export function useVideoRealPath(postId: number, enabled: boolean) {
  return useQuery({ ...videoRealPathQueryOptions(postId), enabled });
}
