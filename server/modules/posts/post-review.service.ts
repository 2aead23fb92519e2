/**
 * An operator's decision on a post (issue 23), the one service the console (ops/decidePost) and
 * the shell (`npm run ops -- approve|reject`) both call: approve publishes the post (status 2),
 * reject sets status 5 with a reason code (REVIEW_REJECTION_REASONS) and the operator's note,
 * which its creator reads in mine-post; the creator's edit sends it back to review
 * (publish.service.ts clears both).
 */
import { eq } from 'drizzle-orm';
import { PROCESSING_REVIEW_STATUSES, REVIEW_STATUS, type ReviewStatus } from '../../../src/contract/enums.ts';
import { REVIEW_NOTE_MAX_LENGTH, type ReviewRejectionReason } from '../../../src/contract/post-review.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import { notify } from '../notifications/notify.ts';

/** A decided post and the status it now has. */
export interface ReviewedPost {
  postId: number;
  status: number;
  /** The status it had before the decision (the audit record keeps it). */
  previousStatus: number;
}

/**
 * Whether a decision may reverse an earlier one: yes from the shell; not from the console, where a
 * second operator working from an older page must not undo the first one's decision.
 */
export type DecisionScope = 'any' | 'undecided';

/**
 * The post's status, locked for the decision, or a refusal naming it. A post an operator decided
 * on since its creator last published it carries `reviewed_at` (publishing clears it), so a
 * second decision from the console is refused, published at once (review mode auto) or not.
 */
async function statusToDecide(
  db: Database | Transaction,
  postId: number,
  scope: DecisionScope,
): Promise<number> {
  const [post] = await db
    .select({ status: posts.status, reviewedAt: posts.reviewedAt })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update');
  if (!post) throw new ServiceError('server.review.postNotFound', { id: postId });
  if (scope === 'undecided' && post.reviewedAt !== null)
    throw new ServiceError('server.review.alreadyDecided', { id: postId });
  return post.status;
}

/**
 * Publishes the post (status 2) and clears any earlier rejection. A post whose video is still
 * processing (4, 15, 20) or failed (25) has nothing to play yet and is refused.
 */
export async function approvePost(
  db: Database | Transaction,
  postId: number,
  now: Date,
  scope: DecisionScope = 'any',
): Promise<ReviewedPost> {
  const previousStatus = await statusToDecide(db, postId, scope);
  if (PROCESSING_REVIEW_STATUSES.includes(previousStatus as ReviewStatus))
    throw new ServiceError('server.review.stillProcessing', { id: postId, status: previousStatus });
  if (previousStatus === REVIEW_STATUS.codecFailure)
    throw new ServiceError('server.review.videoFailed', { id: postId });
  const [post] = await db
    .update(posts)
    .set({ status: REVIEW_STATUS.published, reviewReason: '', reviewNote: '', reviewedAt: now })
    .where(eq(posts.id, postId))
    .returning({ authorId: posts.userId });
  // Told only when it was waiting for review: a post published at once needs no news.
  if (post && previousStatus !== REVIEW_STATUS.published)
    await notify(db, { userId: post.authorId, type: 'post_approved', postId }, now);
  return { postId, status: REVIEW_STATUS.published, previousStatus };
}

/** What a rejection tells the creator: a reason from the list and, optionally, the operator's words. */
export interface Rejection {
  reason: ReviewRejectionReason;
  note: string;
}

/** Rejects the post (status 5): out of every list until its creator edits it. */
export async function rejectPost(
  db: Database | Transaction,
  postId: number,
  rejection: Rejection,
  now: Date,
  scope: DecisionScope = 'any',
): Promise<ReviewedPost> {
  const previousStatus = await statusToDecide(db, postId, scope);
  const [post] = await db
    .update(posts)
    .set({
      status: REVIEW_STATUS.reject,
      reviewReason: rejection.reason,
      reviewNote: rejection.note.trim().slice(0, REVIEW_NOTE_MAX_LENGTH),
      reviewedAt: now,
    })
    .where(eq(posts.id, postId))
    .returning({ authorId: posts.userId });
  if (post)
    await notify(db, { userId: post.authorId, type: 'post_rejected', postId, text: rejection.reason }, now);
  return { postId, status: REVIEW_STATUS.reject, previousStatus };
}
