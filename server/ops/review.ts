/**
 * The operator's review decisions until the operations console exists (`npm run ops`, cli.ts):
 * approve publishes a post (status 2), reject sets status 5 with the reason its owner sees in
 * mine-post (`review_note`). Creator applications are decided by approveCreator / rejectCreator
 * (modules/creator-applications), which the same command line reaches.
 */
import { eq } from 'drizzle-orm';
import { PROCESSING_REVIEW_STATUSES, REVIEW_STATUS, type ReviewStatus } from '../../src/contract/enums.ts';
import type { Database } from '../db/client.ts';
import { posts } from '../db/schema.ts';

export type ReviewOutcome = { ok: true; postId: number; status: number } | { ok: false; reason: string };

/**
 * Publishes the post (status 2) and clears any earlier rejection reason. A post whose video is
 * still processing (4, 15, 20) or failed (25) has nothing to play yet and is refused.
 */
export async function approvePost(db: Database, postId: number): Promise<ReviewOutcome> {
  const [post] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId));
  if (!post) return { ok: false, reason: `No post ${postId}.` };
  if (PROCESSING_REVIEW_STATUSES.includes(post.status as ReviewStatus))
    return { ok: false, reason: `Post ${postId} is still processing its video (status ${post.status}).` };
  if (post.status === REVIEW_STATUS.codecFailure)
    return {
      ok: false,
      reason: `Post ${postId}'s video failed to process (status 25); it cannot be published.`,
    };
  const updated = await db
    .update(posts)
    .set({ status: REVIEW_STATUS.published, reviewNote: '' })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id });
  return updated.length > 0
    ? { ok: true, postId, status: REVIEW_STATUS.published }
    : { ok: false, reason: `No post ${postId}.` };
}

/** Rejects the post (status 5) with a reason its owner reads; the reason is required. */
export async function rejectPost(db: Database, postId: number, reason: string): Promise<ReviewOutcome> {
  const note = reason.trim();
  if (note === '') return { ok: false, reason: 'A rejection needs a reason: --reason "..."' };
  const updated = await db
    .update(posts)
    .set({ status: REVIEW_STATUS.reject, reviewNote: note.slice(0, 500) })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id });
  return updated.length > 0
    ? { ok: true, postId, status: REVIEW_STATUS.reject }
    : { ok: false, reason: `No post ${postId}.` };
}

export type OpsCommand =
  | { action: 'approve'; postId: number }
  | { action: 'reject'; postId: number; reason: string }
  | { action: 'approve-creator'; username: string }
  | { action: 'reject-creator'; username: string; reason: string }
  | { action: 'help'; problem?: string };

export const OPS_USAGE = `Usage:
  npm run ops -- approve <postId>
  npm run ops -- reject <postId> --reason "why the post is refused"
  npm run ops -- approve-creator <username>
  npm run ops -- reject-creator <username> --reason "why the application is refused"`;

const ACTIONS = ['approve', 'reject', 'approve-creator', 'reject-creator'] as const;

/** The text after `--reason`, or ''. */
function reasonOf(rest: readonly string[]): string {
  const at = rest.indexOf('--reason');
  return at >= 0 ? (rest[at + 1] ?? '') : '';
}

/** Reads the command line (after `npm run ops --`). */
export function parseOpsCommand(args: readonly string[]): OpsCommand {
  const [action, subject, ...rest] = args;
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number]))
    return { action: 'help', problem: action && `Unknown command ${action}.` };
  const needsReason = action === 'reject' || action === 'reject-creator';
  const reason = reasonOf(rest);
  if (needsReason && reason.trim() === '')
    return { action: 'help', problem: 'A rejection needs a reason: --reason "..."' };
  if (action === 'approve-creator' || action === 'reject-creator') {
    if (!subject || subject.startsWith('--')) return { action: 'help', problem: 'Give the account name.' };
    return action === 'approve-creator'
      ? { action, username: subject }
      : { action, username: subject, reason };
  }
  if (!subject || !/^\d+$/.test(subject)) return { action: 'help', problem: 'Give the post id as a number.' };
  const postId = Number(subject);
  return action === 'approve' ? { action: 'approve', postId } : { action: 'reject', postId, reason };
}
