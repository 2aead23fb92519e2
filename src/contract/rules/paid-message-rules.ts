/**
 * The paid message composer's rules (issue 25), the server's own (chat-rules.ts
 * `paidMessageProblem`): 1 to 10 pictures or one video, a price above 0 and at most 90 with at
 * most two decimals (the pay-per-post rule), an optional caption of at most 2,000 characters.
 */
import { z } from 'zod/mini';
import { CHAT_PAID_MEDIA_MAX, CHAT_TEXT_MAX_LENGTH } from '../chat/chat-rules.ts';
import { amountFormField, moneyFromFormText } from './form-numbers.ts';
import { POST_PRICE_MAX } from './publish-limits.ts';

/** The smallest price, currency units. */
export const PAID_MESSAGE_PRICE_MIN = 0.01;

/** The rule codes the composer reports, first broken rule of each field only. */
export const PAID_MESSAGE_RULE_ERROR = {
  required: 'rule.paidMessage.price.required',
  notNumber: 'rule.paidMessage.price.notNumber',
  decimals: 'rule.paidMessage.price.decimals',
  minimum: 'rule.paidMessage.price.minimum',
  maximum: 'rule.paidMessage.price.maximum',
  pictures: 'rule.paidMessage.pictures',
  video: 'rule.paidMessage.video',
  captionLength: 'rule.paidMessage.captionLength',
} as const;
export type PaidMessageRuleError = (typeof PAID_MESSAGE_RULE_ERROR)[keyof typeof PAID_MESSAGE_RULE_ERROR];

export type PriceProblem = 'required' | 'notNumber' | 'decimals' | 'minimum' | 'maximum';

/** The price the text asks for, or the first rule it breaks (the paid message and a paid mass message). */
export function readPaidMessagePrice(text: string): number | PriceProblem {
  const amount = moneyFromFormText(text);
  if (typeof amount !== 'number') return amount;
  if (amount < PAID_MESSAGE_PRICE_MIN) return 'minimum';
  if (amount > POST_PRICE_MAX) return 'maximum';
  return amount;
}

/** What a paid message unlocks: pictures, or one video (never both: chat-rules.ts `paidMessageProblem`). */
export const PAID_MEDIA_KINDS = ['pictures', 'video'] as const;
export type PaidMediaKind = (typeof PAID_MEDIA_KINDS)[number];

/** The media chosen, counted (the files stay with the form's owner). */
export interface PaidMediaChoice {
  kind: PaidMediaKind;
  count: number;
}

/** The rule the chosen media break, or null: 1 to 10 pictures, or exactly one video. */
export function paidMediaProblem({ kind, count }: PaidMediaChoice): PaidMessageRuleError | null {
  if (kind === 'video') return count === 1 ? null : PAID_MESSAGE_RULE_ERROR.video;
  return count >= 1 && count <= CHAT_PAID_MEDIA_MAX ? null : PAID_MESSAGE_RULE_ERROR.pictures;
}

/**
 * The composer as typed in: the price as text, the caption, and the media chosen, counted; the
 * price (a number) and the trimmed caption out.
 */
export const paidMessageFormSchema = z.object({
  price: amountFormField(readPaidMessagePrice, PAID_MESSAGE_RULE_ERROR),
  caption: z
    .string()
    .check(z.trim(), z.maxLength(CHAT_TEXT_MAX_LENGTH, PAID_MESSAGE_RULE_ERROR.captionLength)),
  // Two refines rather than one superRefine: refine is in every page's zod already (the bundle budget).
  media: z.object({ kind: z.enum(PAID_MEDIA_KINDS), count: z.int() }).check(
    z.refine((choice) => choice.kind !== 'pictures' || paidMediaProblem(choice) === null, {
      message: PAID_MESSAGE_RULE_ERROR.pictures,
    }),
    z.refine((choice) => choice.kind !== 'video' || paidMediaProblem(choice) === null, {
      message: PAID_MESSAGE_RULE_ERROR.video,
    }),
  ),
});
