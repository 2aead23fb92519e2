import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { opsMarkFeedbackHandledCall } from '../contract/calls/ops-feedback.ts';
import { callApi } from './client.ts';
import { opsFeedbackKeys } from './ops-feedback.ts';

/** Marks a new feedback handled without a reply. */
export function markFeedbackHandled(id: number) {
  return callApi<typeof opsMarkFeedbackHandledCall>('ops/markFeedbackHandled', { id });
}

/** Marking handled; both tabs and the opened feedback are asked again after. */
export function useMarkFeedbackHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markFeedbackHandled,
    onSuccess: () => client.invalidateQueries({ queryKey: opsFeedbackKeys.root }),
  });
}
