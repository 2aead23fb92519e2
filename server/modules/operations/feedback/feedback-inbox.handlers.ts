import {
  opsFeedbackCall,
  opsFeedbackItemCall,
  opsMarkFeedbackHandledCall,
  opsReplyFeedbackCall,
} from '../../../../src/contract/calls/ops-feedback.ts';
import { handle } from '../../../http/call-context.ts';
import { handleFeedback, listInbox, openFeedback, replyToFeedback } from './feedback-inbox.service.ts';

/** ops/feedback, ops/feedbackItem, ops/replyFeedback, ops/markFeedbackHandled. */
export const feedbackInboxHandlers = [
  handle(opsFeedbackCall, (ctx, { status, page, limit }) => listInbox(ctx.db, status, { page, limit })),
  handle(opsFeedbackItemCall, (ctx, { id }) => openFeedback(ctx, id)),
  handle(opsReplyFeedbackCall, async (ctx, input) => {
    await replyToFeedback(ctx, input);
    return {};
  }),
  handle(opsMarkFeedbackHandledCall, async (ctx, { id }) => {
    await handleFeedback(ctx, id);
    return {};
  }),
];
