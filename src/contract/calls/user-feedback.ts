import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { emailSchema } from '../rules/account-rules.ts';
import {
  FEEDBACK_ATTACHMENTS_MAX,
  FEEDBACK_CONTENT_MAX_LENGTH,
  feedbackAttachmentsSchema,
  feedbackContentSchema,
  feedbackFormSchema,
  feedbackTypeSchema,
} from '../rules/feedback-rules.ts';

export { FEEDBACK_ATTACHMENTS_MAX, FEEDBACK_CONTENT_MAX_LENGTH, feedbackFormSchema };

/**
 * Sends feedback (spec §7 `user/feedback`) for the operators, from a visitor or a member: a
 * type, a description, the email to answer, and the images uploaded for it
 * (`POST /api/upload/feedback`), each one the caller uploaded and not sent with earlier feedback.
 */
export const sendFeedbackCall = defineCall({
  path: 'user/feedback',
  access: 'anyone',
  request: z.object({
    /**
     * What the feedback is about, 1 to 10: 1 something is not working, 2 payments and refunds,
     * 3 account and login, 4 posts and creators, 5 subscriptions, 6 chat and messages, 7 an idea
     * or suggestion, 8 a safety concern, 9 translation or language, 10 other.
     */
    type: feedbackTypeSchema,
    /** The description: trimmed, 1 to 300 characters. */
    content: feedbackContentSchema,
    /** Where the operators answer; the member's own email or any other. */
    email: emailSchema,
    /** The references `POST /api/upload/feedback` answered, at most 3; none by default. */
    attachment: z._default(feedbackAttachmentsSchema, []),
  }),
  response: z.object({}),
});
