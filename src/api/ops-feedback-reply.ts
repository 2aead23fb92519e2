import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsReplyFeedbackCall } from '../contract/calls/ops-feedback.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsFeedbackKeys } from './ops-feedback.ts';

export type FeedbackReplyInput = CallRequest<typeof opsReplyFeedbackCall>;

/** Mails the operator's reply to the feedback's sender and marks the feedback handled. */
export function replyToFeedback(input: FeedbackReplyInput) {
  return callApi<typeof opsReplyFeedbackCall>('ops/replyFeedback', input);
}

/** The reply; both tabs and the opened feedback are asked again once it is sent. */
export function useReplyToFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: opsFeedbackKeys.root }),
  });
}
