/**
 * An operator's decision on a post (issue 23): the reasons a rejection names, once for the console's
 * form, the server's check and the creator's mine-post, which shows the reason's label in the
 * creator's language beside the operator's note.
 */
import { z } from 'zod/mini';
import { multilineText } from './strings.ts';
import { databaseId } from './ids.ts';

/** Why a post is refused: what a fan platform's rules forbid, or what keeps a post from selling fairly. */
export const REVIEW_REJECTION_REASONS = [
  'illegal-content',
  'minor-safety',
  'non-consensual',
  'copyright',
  'spam',
  'misleading-price',
  'poor-quality',
  'other',
] as const;
export type ReviewRejectionReason = (typeof REVIEW_REJECTION_REASONS)[number];
export const reviewRejectionReasonSchema = z.enum(REVIEW_REJECTION_REASONS);

/** The operator's note beside the reason, which the creator reads as typed. */
export const REVIEW_NOTE_MAX_LENGTH = 500;

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The decision form's rule codes; the console words them (react-hook-form shows them per field). */
export const POST_DECISION_RULE_ERROR = {
  reasonRequired: 'review.reasonRequired',
  noteRequired: 'review.noteRequired',
  noteLength: 'review.noteLength',
} as const;

/**
 * One decision: approve, or reject with a reason from the list (required) and a note (optional,
 * required for `other`, which says nothing by itself).
 */
export const postDecisionSchema = z
  .object({
    /** The post decided on. */
    id: databaseId,
    decision: z.enum(REVIEW_DECISIONS),
    reason: z.optional(reviewRejectionReasonSchema),
    note: z._default(
      multilineText().check(
        z.trim(),
        z.maxLength(REVIEW_NOTE_MAX_LENGTH, { message: POST_DECISION_RULE_ERROR.noteLength }),
      ),
      '',
    ),
  })
  .check(
    z.refine((value) => value.decision === 'approve' || value.reason !== undefined, {
      message: POST_DECISION_RULE_ERROR.reasonRequired,
      path: ['reason'],
    }),
    z.refine((value) => value.decision === 'approve' || value.reason !== 'other' || value.note !== '', {
      message: POST_DECISION_RULE_ERROR.noteRequired,
      path: ['note'],
    }),
  );
export type PostDecision = z.output<typeof postDecisionSchema>;
