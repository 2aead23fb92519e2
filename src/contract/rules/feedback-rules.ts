/**
 * The feedback rules of product spec sections 3, 5 and 9 as zod schemas, shared by the feedback
 * dialog and the `user/feedback` call: a type from 1 to 10, a description trimmed to 1 to 300
 * characters, a valid email, at most 3 images (jpg, jpeg, png, gif) uploaded by the sender. Like
 * plan-rules.ts, issue messages are rule codes (`FEEDBACK_RULE_ERROR`): the dialog shows its
 * message for each, and the server answers the same message ids (server/http/rule-messages.ts).
 */
import { z } from 'zod/mini';
import { multilineText, text } from '../strings.ts';
import { emailSchema } from './account-rules.ts';

/** Spec §5, §9: the longest description, in characters. */
export const FEEDBACK_CONTENT_MAX_LENGTH = 300;
/** Spec §5, §9: images one feedback may carry. */
export const FEEDBACK_ATTACHMENTS_MAX = 3;
/** Spec §5: an attached file's name is shown shortened to this many characters. */
export const FEEDBACK_FILE_NAME_SHOWN = 20;

/**
 * The ten feedback types (spec §3 "type (1-10)"), by their wire number. The number is what is
 * stored; never renumber one (docs/decisions/feedback.md).
 */
export const FEEDBACK_TYPE = {
  bug: 1,
  payment: 2,
  account: 3,
  content: 4,
  subscriptions: 5,
  chat: 6,
  suggestion: 7,
  safety: 8,
  translation: 9,
  other: 10,
} as const;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPE;
export type FeedbackType = (typeof FEEDBACK_TYPE)[FeedbackTypeName];
/** The types in the order the dialog lists them (their numbers' order). */
export const FEEDBACK_TYPE_NAMES = Object.keys(FEEDBACK_TYPE) as FeedbackTypeName[];
const FEEDBACK_TYPE_MIN = FEEDBACK_TYPE.bug;
const FEEDBACK_TYPE_MAX = FEEDBACK_TYPE.other;

/** Image types the dialog's file pick accepts (spec §5: jpg, jpeg, png, gif). */
export const FEEDBACK_FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const ACCEPTED_EXTENSION = /\.(jpe?g|png|gif)$/i;
const ACCEPTED_MIME = new Set(['image/jpeg', 'image/png', 'image/gif']);

/**
 * True for a picked file the dialog may attach: a jpg, jpeg, png or gif by its type, or by its
 * name when the browser gives no type. The server tells the type by the bytes again.
 */
export function isFeedbackImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return ACCEPTED_MIME.has(file.type.toLowerCase());
  return ACCEPTED_EXTENSION.test(file.name);
}

/** The rule codes the feedback schemas report. */
export const FEEDBACK_RULE_ERROR = {
  type: 'rule.feedback.type',
  contentRequired: 'rule.feedback.content.required',
  contentLength: 'rule.feedback.content.length',
  attachmentsMax: 'rule.feedback.attachments.max',
} as const;
export type FeedbackRuleError = (typeof FEEDBACK_RULE_ERROR)[keyof typeof FEEDBACK_RULE_ERROR];

/** A type number from 1 to 10. */
export const feedbackTypeSchema = z
  .number()
  .check(
    z.int(FEEDBACK_RULE_ERROR.type),
    z.minimum(FEEDBACK_TYPE_MIN, FEEDBACK_RULE_ERROR.type),
    z.maximum(FEEDBACK_TYPE_MAX, FEEDBACK_RULE_ERROR.type),
  );

/** The description: trimmed, 1 to 300 characters (blank text does not count). */
export const feedbackContentSchema = multilineText().check(
  z.trim(),
  z.minLength(1, { message: FEEDBACK_RULE_ERROR.contentRequired, abort: true }),
  z.maxLength(FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_RULE_ERROR.contentLength),
);

/** The references of the attached images (`POST /api/upload/feedback`), at most 3. */
export const feedbackAttachmentsSchema = z
  .array(text().check(z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(FEEDBACK_ATTACHMENTS_MAX, FEEDBACK_RULE_ERROR.attachmentsMax));

/**
 * The feedback dialog's fields: `type` null until one is chosen, `content` and `email` as typed;
 * out come the values the call takes. The attached images are kept by the dialog as uploads
 * (their references join the call when sent), since each is on its way before it has one.
 */
export const feedbackFormSchema = z.object({
  type: z.pipe(
    z.nullable(z.number()),
    z.transform((type: number | null, context) => {
      const read = feedbackTypeSchema.safeParse(type);
      if (type !== null && read.success) return read.data;
      context.issues.push({ code: 'custom', message: FEEDBACK_RULE_ERROR.type, input: type });
      return z.NEVER;
    }),
  ),
  content: feedbackContentSchema,
  email: emailSchema,
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
