/**
 * What an operator does with feedback (docs/operations.md, "Feedback"): read the new ones, oldest
 * first, and mark one handled once answered or acted on.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { feedback, users } from '../../db/schema.ts';

export interface NewFeedback {
  id: number;
  createdAt: Date;
  /** The member's account name; null for a visitor. */
  sender: string | null;
  guestId: string | null;
  type: number;
  content: string;
  email: string;
  locale: string;
  /** Storage keys of the images, under `documents/feedback/`. */
  attachments: string[];
}

/** The new feedback, oldest first. */
export async function listNewFeedback(db: Database, limit = 100): Promise<NewFeedback[]> {
  return db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      sender: users.username,
      guestId: feedback.guestId,
      type: feedback.type,
      content: feedback.content,
      email: feedback.email,
      locale: feedback.locale,
      attachments: feedback.attachments,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.status, 'new'))
    .orderBy(asc(feedback.createdAt), asc(feedback.id))
    .limit(limit);
}

/**
 * Marks a new feedback handled; false when there is no new feedback with that id (a handled one
 * keeps its first handling time). The console passes its transaction, to record it alongside.
 */
export async function markFeedbackHandled(
  db: Database | Transaction,
  id: number,
  now: Date,
): Promise<boolean> {
  const handled = await db
    .update(feedback)
    .set({ status: 'handled', handledAt: now })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'new')))
    .returning({ id: feedback.id });
  return handled.length > 0;
}
