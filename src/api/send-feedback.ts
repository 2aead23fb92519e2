import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { sendFeedbackCall } from '../contract/calls/user-feedback.ts';
import { callApi } from './client.ts';

export type FeedbackRequest = CallRequest<typeof sendFeedbackCall>;

/** Sends feedback: a type, a description, the email to answer and the uploaded images' references. */
export function sendFeedback(feedback: FeedbackRequest) {
  return callApi<typeof sendFeedbackCall>('user/feedback', feedback);
}

/** The feedback dialog's Send (spec §5, §8); visitors may send too. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
