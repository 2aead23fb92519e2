import { useMutation } from '@tanstack/react-query';
import type { recordVideoPlayCall } from '../contract/calls/post-views.ts';
import { callApi } from './client.ts';
import type { PostView } from './record-post-view.ts';

/** Tells the server how long a video post was played (`home/playRecord`, `time` in ms). */
export function recordVideoPlay(play: PostView) {
  return callApi<typeof recordVideoPlayCall>('home/playRecord', play);
}

/** Sends a video's play time as its card leaves the screen; failures are dropped, like views'. */
export function useRecordVideoPlay() {
  return useMutation({ mutationFn: recordVideoPlay, retry: false });
}
