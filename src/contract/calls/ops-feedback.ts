/**
 * The console's feedback inbox (issue 23): what visitors and members sent with `user/feedback`,
 * read by the operators who work the feedback queue, answered by mail, and marked handled.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { multilineText } from '../strings.ts';
import { databaseId } from '../ids.ts';

/** new: waiting for an operator; handled: answered or acted on. */
export const FEEDBACK_STATUSES = ['new', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The longest reply an operator may write, in characters. */
export const FEEDBACK_REPLY_MAX_LENGTH = 5000;

/** One feedback as the inbox lists it. */
export const inboxFeedbackSchema = z.object({
  id: z.int(),
  /** The feedback type, 1 to 10 (src/contract/rules/feedback-rules.ts FEEDBACK_TYPE). */
  type: z.int(),
  content: z.string(),
  /** Where the sender asked to be answered. */
  email: z.string(),
  /** The language the sender's app was in: the reply mail's frame is written in it. */
  locale: z.string(),
  /** The member's account name; null when a visitor sent it. */
  username: z.nullable(z.string()),
  attachmentCount: z.int(),
  status: z.enum(FEEDBACK_STATUSES),
  /** When it was sent (ISO 8601). */
  sentAt: z.string(),
  /** When an operator handled it (ISO 8601); null while new. */
  handledAt: z.nullable(z.string()),
});
export type InboxFeedback = z.infer<typeof inboxFeedbackSchema>;

/** One feedback opened: the images as short-lived URLs bound to the operator's session. */
export const openFeedbackSchema = z.extend(inboxFeedbackSchema, {
  attachments: z.array(z.string()),
});
export type OpenFeedback = z.infer<typeof openFeedbackSchema>;

const feedbackIdSchema = databaseId;

/** The inbox of one status (new by default), newest first, paged. */
export const opsFeedbackCall = defineCall({
  path: 'ops/feedback',
  access: 'operator',
  roles: rolesOf('feedback'),
  request: z.extend(pageParamsSchema, { status: z._default(z.enum(FEEDBACK_STATUSES), 'new') }),
  response: pageOf(inboxFeedbackSchema),
});

/** One feedback with its images. */
export const opsFeedbackItemCall = defineCall({
  path: 'ops/feedbackItem',
  access: 'operator',
  roles: rolesOf('feedback'),
  request: z.object({ id: feedbackIdSchema }),
  response: openFeedbackSchema,
});

/** What an operator's reply says: their own words, 1 to 5000 characters once trimmed. */
export const feedbackReplySchema = z.object({
  id: feedbackIdSchema,
  message: multilineText().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_REPLY_MAX_LENGTH)),
});

/**
 * Answers the feedback by mail to the address it gave, the operator's text as typed in a frame in
 * the sender's language, and marks it handled (a handled one may be answered again).
 */
export const opsReplyFeedbackCall = defineCall({
  path: 'ops/replyFeedback',
  access: 'operator',
  roles: rolesOf('feedback'),
  request: feedbackReplySchema,
  response: z.object({}),
});

/** Marks a new feedback handled without a reply (acted on, or nothing to answer). */
export const opsMarkFeedbackHandledCall = defineCall({
  path: 'ops/markFeedbackHandled',
  access: 'operator',
  roles: rolesOf('feedback'),
  request: z.object({ id: feedbackIdSchema }),
  response: z.object({}),
});
