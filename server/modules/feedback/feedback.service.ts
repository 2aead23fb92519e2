/**
 * Feedback (`user/feedback`, spec §3, §5, §7): a visitor or a member sends a type, a description,
 * the email to answer and up to 3 images they uploaded for it (`POST /api/upload/feedback`). The
 * contract's schema has checked every field's rule; this adds who may attach which image, and the
 * hourly limits per sender and per client address (server/auth/rate-limits.ts).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { sendFeedbackCall } from '../../../src/contract/calls/user-feedback.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { ServiceError } from '../../core/service-error.ts';
import { feedback } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { senderKeyOf, type UploadSender } from '../uploads/uploads.service.ts';
import { attachImages, removeUnattachedImages } from './feedback-images.service.ts';

/** What sending feedback takes from a call's context. */
export type FeedbackContext = Pick<
  CallContext,
  'db' | 'storage' | 'limits' | 'locale' | 'now' | 'viewer' | 'clientAddress'
>;

export type FeedbackInput = z.output<(typeof sendFeedbackCall)['request']>;

/** The member, else the visitor by their guest id; null for a visitor whose call named none. */
function senderOf(viewer: FeedbackContext['viewer']): UploadSender | null {
  if (viewer.userId !== undefined) return { userId: viewer.userId };
  return viewer.guestId ? { guestId: viewer.guestId } : null;
}

/** Counts one feedback against the sender's and the address's hourly limits. */
async function countFeedback(ctx: FeedbackContext, sender: UploadSender | null) {
  try {
    await ctx.limits.consume(
      ['feedbackPerAddress', ctx.clientAddress],
      ...(sender ? [['feedbackPerSender', senderKeyOf(sender)] as const] : []),
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    throw new ServiceError('server.feedback.tooMany', error.values);
  }
}

/** Stores the feedback with its images for the operators; refuses an image that is not the sender's to attach. */
export async function sendFeedback(ctx: FeedbackContext, input: FeedbackInput): Promise<void> {
  const sender = senderOf(ctx.viewer);
  await countFeedback(ctx, sender);
  const refs = [...new Set(input.attachment)];
  if (refs.length > 0 && (!sender || !refs.every(isUuid))) {
    throw new ServiceError('server.feedback.attachmentUnknown');
  }
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        userId: sender?.userId ?? null,
        guestId: ctx.viewer.guestId ?? null,
        type: input.type,
        content: input.content,
        email: input.email.toLowerCase(),
        locale: ctx.locale,
        createdAt: ctx.now(),
      })
      .returning({ id: feedback.id });
    const keys = sender ? await attachImages(tx, sender, refs, row!.id) : [];
    if (keys === null) throw new ServiceError('server.feedback.attachmentUnknown');
    if (keys.length > 0) await tx.update(feedback).set({ attachments: keys }).where(eq(feedback.id, row!.id));
  });
  if (sender) await removeUnattachedImages(ctx.db, ctx.storage, sender);
}
