import { useMutation } from '@tanstack/react-query';
import type { recordPostViewCall } from '../contract/calls/post-views.ts';
import { callApi } from './client.ts';

export interface PostView {
  /** The post's id. */
  id: number;
  /** How long it was on screen, in ms. */
  time: number;
}

/** Tells the server a post was seen (`home/stat`); it counts one view per viewer and period. */
export function recordPostView(view: PostView) {
  return callApi<typeof recordPostViewCall>('home/stat', view);
}

/**
 * Sends views as feed cards leave the screen (spec §9). Nothing waits on the answer and nothing
 * shows a failure: a lost view costs a count, never the reader's attention.
 */
export function useRecordPostView() {
  return useMutation({ mutationFn: recordPostView, retry: false });
}
