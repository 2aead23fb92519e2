import { sendFeedbackCall } from '../../../src/contract/calls/user-feedback.ts';
import { handle } from '../../http/call-context.ts';
import { sendFeedback } from './feedback.service.ts';

/** user/feedback. */
export const feedbackHandlers = [
  handle(sendFeedbackCall, async (ctx, input) => {
    await sendFeedback(ctx, input);
    return {};
  }),
];
