/**
 * The creator application rules, once (spec §6 "Any user may apply to be creator", §7
 * user/applyCreator): who may apply, what a complete application names, one pending at a time,
 * and how it is decided: CREATOR_REVIEW_MODE=auto approves it as it arrives, manual leaves it
 * for an operator (approveCreator / rejectCreator, `npm run ops`).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AUTH_STATUS, ROLE } from '../../../src/contract/enums.ts';
import { CREATOR_APPLICATION_STATUS } from '../../../src/contract/rules/creator-application.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import { creatorApplications, creatorDocuments, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { removeUnusedDocuments } from './creator-documents.service.ts';
import { platformSettingOf } from '../../db/platform-settings.ts';
import { notify } from '../notifications/notify.ts';

/** What these services take from a call's context. */
export type CreatorApplicationsContext = Pick<CallContext, 'config' | 'db' | 'now' | 'storage'>;

export interface CreatorApplicationInput {
  country: string;
  identify: number;
  /** The ID photo's reference and the face photo's, comma-joined. */
  url: string;
}

const REF_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the database refused the row for the one-pending-application index. */
function isOnePendingViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('creator_applications_one_pending_idx');
}

/**
 * Records the application and, in auto mode, approves it at once. Refuses a creator, a second
 * pending application, and references that are not two distinct unused documents of the caller.
 */
export async function applyCreator(
  ctx: CreatorApplicationsContext,
  userId: number,
  input: CreatorApplicationInput,
): Promise<{ auth_status: 1 | 2 }> {
  const [user] = await ctx.db
    .select({ authStatus: users.authStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  if (user.authStatus === AUTH_STATUS.creator) throw new ServiceError('server.creator.alreadyCreator');
  if (user.authStatus === AUTH_STATUS.pending) throw new ServiceError('server.creator.alreadyPending');

  const refs = input.url.split(',').map((ref) => ref.trim());
  const [idRef, faceRef] = refs;
  if (refs.length !== 2 || !idRef || !faceRef || idRef === faceRef) {
    throw new ServiceError('server.creator.documentsRequired');
  }
  if (!REF_PATTERN.test(idRef) || !REF_PATTERN.test(faceRef)) {
    throw new ServiceError('server.creator.documentUnknown');
  }
  const documents = await ctx.db
    .select({ id: creatorDocuments.id, ref: creatorDocuments.ref })
    .from(creatorDocuments)
    .where(
      and(
        eq(creatorDocuments.userId, userId),
        isNull(creatorDocuments.applicationId),
        inArray(creatorDocuments.ref, [idRef.toLowerCase(), faceRef.toLowerCase()]),
      ),
    );
  const idDocument = documents.find((doc) => doc.ref === idRef.toLowerCase());
  const faceDocument = documents.find((doc) => doc.ref === faceRef.toLowerCase());
  if (!idDocument || !faceDocument) throw new ServiceError('server.creator.documentUnknown');

  const auto = (await platformSettingOf(ctx.db, ctx.config, 'creatorReviewMode')) === 'auto';
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const [application] = await tx
        .insert(creatorApplications)
        .values({
          userId,
          identityType: input.identify,
          country: input.country,
          idDocumentId: idDocument.id,
          faceDocumentId: faceDocument.id,
          status: auto ? CREATOR_APPLICATION_STATUS.approved : CREATOR_APPLICATION_STATUS.pending,
          createdAt: now,
          reviewedAt: auto ? now : null,
        })
        .returning({ id: creatorApplications.id });
      await tx
        .update(creatorDocuments)
        .set({ applicationId: application!.id })
        .where(inArray(creatorDocuments.id, [idDocument.id, faceDocument.id]));
      await tx
        .update(users)
        .set(
          auto
            ? { authStatus: AUTH_STATUS.creator, role: ROLE.creator }
            : { authStatus: AUTH_STATUS.pending },
        )
        .where(eq(users.id, userId));
    });
  } catch (error) {
    if (isOnePendingViolation(error)) throw new ServiceError('server.creator.alreadyPending');
    throw error;
  }
  // Photos retaken before this submit are of no further use: they go now.
  await removeUnusedDocuments(ctx.db, ctx.storage, userId);
  return { auth_status: auto ? AUTH_STATUS.creator : AUTH_STATUS.pending };
}

/** Why the user's last application was rejected, while it is their latest; '' otherwise. */
export async function creatorReviewNoteOf(db: Database, userId: number): Promise<string> {
  const [latest] = await db
    .select({ status: creatorApplications.status, reason: creatorApplications.reason })
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, userId))
    .orderBy(desc(creatorApplications.createdAt), desc(creatorApplications.id))
    .limit(1);
  return latest?.status === CREATOR_APPLICATION_STATUS.rejected ? latest.reason : '';
}

export type CreatorReviewOutcome = { ok: true; username: string } | { ok: false; reason: string };

/** The pending application of the account named `username` (letter case ignored). */
async function pendingApplicationOf(db: Database, username: string) {
  // Account names are unique regardless of letter case (users_username_lower_idx).
  const [found] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  if (!found) return { ok: false, reason: `No account ${username}.` } as const;
  const [application] = await db
    .select({ id: creatorApplications.id })
    .from(creatorApplications)
    .where(
      and(
        eq(creatorApplications.userId, found.id),
        eq(creatorApplications.status, CREATOR_APPLICATION_STATUS.pending),
      ),
    );
  if (!application)
    return { ok: false, reason: `${found.username} has no pending creator application.` } as const;
  return { ok: true, user: found, applicationId: application.id } as const;
}

/** A reviewer's decision: approve, or refuse with the reason the applicant reads. */
export type CreatorDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Decides one application inside the caller's transaction, if it is still pending: approved, the
 * account becomes a creator (auth_status 2, role 3); rejected, it keeps the reason the applicant
 * reads and is a member again (auth_status 0), free to apply anew. Answers the applicant's id,
 * or null when the application was not pending (decided first elsewhere: the update is guarded,
 * so two reviewers racing decide it once).
 */
export async function decideCreatorApplication(
  tx: Transaction,
  applicationId: number,
  decision: CreatorDecision,
  now: Date,
): Promise<number | null> {
  const approve = decision.decision === 'approve';
  const [decided] = await tx
    .update(creatorApplications)
    .set({
      status: approve ? CREATOR_APPLICATION_STATUS.approved : CREATOR_APPLICATION_STATUS.rejected,
      reason: approve ? '' : decision.reason.trim().slice(0, 500),
      reviewedAt: now,
    })
    .where(
      and(
        eq(creatorApplications.id, applicationId),
        eq(creatorApplications.status, CREATOR_APPLICATION_STATUS.pending),
      ),
    )
    .returning({ userId: creatorApplications.userId });
  if (!decided) return null;
  await tx
    .update(users)
    .set(approve ? { authStatus: AUTH_STATUS.creator, role: ROLE.creator } : { authStatus: AUTH_STATUS.none })
    .where(eq(users.id, decided.userId));
  await notify(
    tx,
    {
      userId: decided.userId,
      type: 'creator_application',
      status: approve ? CREATOR_APPLICATION_STATUS.approved : CREATOR_APPLICATION_STATUS.rejected,
      text: approve ? '' : decision.reason.trim(),
    },
    now,
  );
  return decided.userId;
}

/**
 * Tells the applicant the decision by mail, in their language (the app's language they last
 * used). Sent once the decision is committed; a mail that fails is logged by the caller.
 */
export async function tellApplicant(
  deps: { db: Database; mail: Mailer },
  userId: number,
  decision: CreatorDecision,
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, nickname: users.nickname, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const locale = resolveLocale(user.locale);
  await deps.mail.send(
    decision.decision === 'approve'
      ? { to: user.email, locale, template: 'creatorApproved', values: { nickname: user.nickname } }
      : {
          to: user.email,
          locale,
          template: 'creatorRejected',
          values: { nickname: user.nickname, reason: decision.reason.trim() },
        },
  );
}

/**
 * Decides the pending application of the account named `username` (the shell's commands) and,
 * given a mailer, tells the applicant as the console does.
 */
async function decideNamed(
  db: Database,
  username: string,
  decision: CreatorDecision,
  now: Date,
  mail?: Mailer,
): Promise<CreatorReviewOutcome> {
  const pending = await pendingApplicationOf(db, username);
  if (!pending.ok) return pending;
  const decided = await db.transaction((tx) =>
    decideCreatorApplication(tx, pending.applicationId, decision, now),
  );
  if (decided === null)
    return { ok: false, reason: `${pending.user.username}'s application was decided meanwhile.` };
  if (mail) await tellApplicant({ db, mail }, decided, decision);
  return { ok: true, username: pending.user.username };
}

/** Approves the pending application of `username` (the shell's approve-creator). */
export function approveCreator(
  db: Database,
  username: string,
  now: Date,
  mail?: Mailer,
): Promise<CreatorReviewOutcome> {
  return decideNamed(db, username, { decision: 'approve' }, now, mail);
}

/**
 * Rejects the pending application of `username` with a reason the applicant reads (the shell's
 * reject-creator); they are a member again (auth_status 0) and may apply anew.
 */
export async function rejectCreator(
  db: Database,
  username: string,
  reason: string,
  now: Date,
  mail?: Mailer,
): Promise<CreatorReviewOutcome> {
  const note = reason.trim();
  if (note === '') return { ok: false, reason: 'A rejection needs a reason: --reason "..."' };
  return decideNamed(db, username, { decision: 'reject', reason: note }, now, mail);
}
