/**
 * The shell's review decisions (`npm run ops`, cli.ts): the same service as the console's
 * ops/decidePost (modules/operations/posts/post-decision.service.ts), with its audit record naming
 * the shell's user, and its refusals in English. Approve publishes a post (status 2); reject sets
 * status 5 with a reason code (REVIEW_REJECTION_REASONS) and a note its owner reads in mine-post.
 * Creator applications are decided by approveCreator / rejectCreator
 * (modules/creator-applications), which the same command line reaches.
 */
import { userInfo } from 'node:os';
import {
  REVIEW_REJECTION_REASONS,
  type PostDecision,
  type ReviewRejectionReason,
} from '../../src/contract/post-review.ts';
import { ServiceError } from '../core/service-error.ts';
import type { Database } from '../db/client.ts';
import { loadServerMessages } from '../i18n/messages.ts';
import { decidePostAs } from '../modules/operations/posts/post-decision.service.ts';

export type ReviewOutcome = { ok: true; postId: number; status: number } | { ok: false; reason: string };

/** The shell as the audit log names it: no operator account, the machine's user. */
function shellDecider() {
  return { id: null, email: `shell:${userInfo().username}`, role: 'shell' };
}

/** Decides through the console's service; a refusal comes back in English for the terminal. */
async function decideFromShell(db: Database, decision: PostDecision): Promise<ReviewOutcome> {
  try {
    const decided = await decidePostAs(
      db,
      shellDecider(),
      { clientAddress: 'shell', now: () => new Date() },
      decision,
      'any',
    );
    return { ok: true, postId: decided.id, status: decided.status };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { ok: false, reason: loadServerMessages().format('en', error.messageId, error.values) };
  }
}

/** Publishes the post (status 2); a video still processing or failed is refused. */
export function approvePost(db: Database, postId: number): Promise<ReviewOutcome> {
  return decideFromShell(db, { id: postId, decision: 'approve', note: '' });
}

/**
 * Rejects the post (status 5). `reason` is a code of REVIEW_REJECTION_REASONS, or the operator's
 * own words, kept as the note of an `other` rejection (the command's first form).
 */
export async function rejectPost(
  db: Database,
  postId: number,
  reason: string,
  note = '',
): Promise<ReviewOutcome> {
  const words = reason.trim();
  if (words === '') return { ok: false, reason: 'A rejection needs a reason: --reason "..."' };
  const code = REVIEW_REJECTION_REASONS.includes(words as ReviewRejectionReason)
    ? (words as ReviewRejectionReason)
    : undefined;
  return decideFromShell(db, {
    id: postId,
    decision: 'reject',
    reason: code ?? 'other',
    note: code ? note : [words, note].filter(Boolean).join(' '),
  });
}

export type OpsCommand =
  | { action: 'approve'; postId: number }
  | { action: 'reject'; postId: number; reason: string; note?: string }
  | { action: 'approve-creator'; username: string }
  | { action: 'reject-creator'; username: string; reason: string }
  | { action: 'help'; problem?: string };

export const OPS_USAGE = `Usage:
  npm run ops -- approve <postId>
  npm run ops -- reject <postId> --reason <code> [--note "what the creator should change"]
      codes: ${REVIEW_REJECTION_REASONS.join(', ')}; other words are kept as an \`other\` reason's note
  npm run ops -- approve-creator <username>
  npm run ops -- reject-creator <username> --reason "why the application is refused"`;

const ACTIONS = ['approve', 'reject', 'approve-creator', 'reject-creator'] as const;

/** The text after `flag` (`--reason`, `--note`), or ''. */
function valueOf(rest: readonly string[], flag: string): string {
  const at = rest.indexOf(flag);
  return at >= 0 ? (rest[at + 1] ?? '') : '';
}

/** Reads the command line (after `npm run ops --`). */
export function parseOpsCommand(args: readonly string[]): OpsCommand {
  const [action, subject, ...rest] = args;
  if (!ACTIONS.includes(action as (typeof ACTIONS)[number]))
    return { action: 'help', problem: action && `Unknown command ${action}.` };
  const needsReason = action === 'reject' || action === 'reject-creator';
  const reason = valueOf(rest, '--reason');
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
  if (action === 'approve') return { action: 'approve', postId };
  const note = valueOf(rest, '--note');
  return note ? { action: 'reject', postId, reason, note } : { action: 'reject', postId, reason };
}
