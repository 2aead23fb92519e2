import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { publishPostCall } from '../contract/calls/post-publish.ts';
import { callApi } from './client.ts';

export type PublishPostInput = CallRequest<typeof publishPostCall>;

/** Creates a post, or replaces the caller's own post `id` (article/publish). */
export function publishPost(input: PublishPostInput) {
  return callApi<typeof publishPostCall>('article/publish', input);
}

/** On success every cached post list and the edited post are stale. */
export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['posts'] }),
  });
}
