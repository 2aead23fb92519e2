/**
 * The creator application rules, once (spec §6 "Any user may apply to be creator", §7
 * user/applyCreator): who may apply, what a complete application names, one pending at a time,
 * and how it is decided: CREATOR_REVIEW_MODE=auto approves it as it arrives, manual leaves it
 * for an operator (approveCreator / rejectCreator, `npm run ops`).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AUTH_STATUS, ROLE } from '../../../src/contract/enums.ts';
import { CREATOR_APPLICATION_STATUS } from '../../../src/contract/rules/creator-application.ts';
import type { Database } from '../../db/client.ts';
import { creatorApplications, creatorDocuments, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { removeUnusedDocuments } from './creator-documents.service.ts';

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

  const auto = ctx.config.creatorReviewMode === 'auto';
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

/** Approves the pending application: the account becomes a creator (auth_status 2, role 3). */
export async function approveCreator(
  db: Database,
  username: string,
  now: Date,
): Promise<CreatorReviewOutcome> {
  const pending = await pendingApplicationOf(db, username);
  if (!pending.ok) return pending;
  await db.transaction(async (tx) => {
    await tx
      .update(creatorApplications)
      .set({ status: CREATOR_APPLICATION_STATUS.approved, reviewedAt: now })
      .where(eq(creatorApplications.id, pending.applicationId));
    await tx
      .update(users)
      .set({ authStatus: AUTH_STATUS.creator, role: ROLE.creator })
      .where(eq(users.id, pending.user.id));
  });
  return { ok: true, username: pending.user.username };
}

/**
 * Rejects the pending application with a reason the applicant reads; they are a member again
 * (auth_status 0) and may apply anew.
 */
export async function rejectCreator(
  db: Database,
  username: string,
  reason: string,
  now: Date,
): Promise<CreatorReviewOutcome> {
  const note = reason.trim();
  if (note === '') return { ok: false, reason: 'A rejection needs a reason: --reason "..."' };
  const pending = await pendingApplicationOf(db, username);
  if (!pending.ok) return pending;
  await db.transaction(async (tx) => {
    await tx
      .update(creatorApplications)
      .set({ status: CREATOR_APPLICATION_STATUS.rejected, reason: note.slice(0, 500), reviewedAt: now })
      .where(eq(creatorApplications.id, pending.applicationId));
    await tx.update(users).set({ authStatus: AUTH_STATUS.none }).where(eq(users.id, pending.user.id));
  });
  return { ok: true, username: pending.user.username };
}
