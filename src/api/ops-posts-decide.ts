import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { decidePostCall } from '../contract/calls/ops-posts.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsPostKeys } from './ops-posts.ts';

export type PostDecisionInput = CallRequest<typeof decidePostCall>;

/** Approves a post, or rejects it with a reason from the list and a note. */
export function decidePost(input: PostDecisionInput) {
  return callApi<typeof decidePostCall>('ops/decidePost', input);
}

/** The decision; the queue is asked again once it is made, so the decided post leaves it. */
export function useDecidePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePost,
    onSuccess: () => client.invalidateQueries({ queryKey: opsPostKeys.root }),
  });
}
