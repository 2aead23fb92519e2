/**
 * Reading the creator applications queue (ops/applications, ops/application): each application
 * with its applicant, and for one application the URLs of its two photos, signed for the
 * operator's console session (application-documents.ts).
 */
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, OpsApplication } from '../../../../src/contract/calls/ops-applications.ts';
import { CREATOR_APPLICATION_STATUS } from '../../../../src/contract/rules/creator-application.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Database } from '../../../db/client.ts';
import { creatorApplications, users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { signedInOperator } from '../../../http/call-context.ts';
import { documentUrl } from './application-documents.ts';

const STATUS_NAMES = {
  [CREATOR_APPLICATION_STATUS.pending]: 'pending',
  [CREATOR_APPLICATION_STATUS.approved]: 'approved',
  [CREATOR_APPLICATION_STATUS.rejected]: 'rejected',
} as const satisfies Record<number, ApplicationStatus>;

const STATUS_CODES = {
  pending: CREATOR_APPLICATION_STATUS.pending,
  approved: CREATOR_APPLICATION_STATUS.approved,
  rejected: CREATOR_APPLICATION_STATUS.rejected,
} as const satisfies Record<ApplicationStatus, number>;

const applicationColumns = {
  id: creatorApplications.id,
  status: creatorApplications.status,
  country: creatorApplications.country,
  identityType: creatorApplications.identityType,
  reason: creatorApplications.reason,
  createdAt: creatorApplications.createdAt,
  reviewedAt: creatorApplications.reviewedAt,
  userId: users.id,
  username: users.username,
  nickname: users.nickname,
  email: users.email,
};

interface ApplicationRow {
  id: number;
  status: number;
  country: string;
  identityType: number;
  reason: string;
  createdAt: Date;
  reviewedAt: Date | null;
  userId: number;
  username: string;
  nickname: string;
  email: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** An application as the console shows it; waiting until now while pending, until decided after. */
function applicationOf(row: ApplicationRow, now: Date): OpsApplication {
  const until = row.reviewedAt ?? now;
  return {
    id: row.id,
    status: STATUS_NAMES[row.status as keyof typeof STATUS_NAMES] ?? 'pending',
    applicant: { id: row.userId, username: row.username, nickname: row.nickname, email: row.email },
    country: row.country,
    document_type: row.identityType,
    submitted_at: seconds(row.createdAt),
    waiting_seconds: Math.max(0, seconds(until) - seconds(row.createdAt)),
    decided_at: row.reviewedAt ? seconds(row.reviewedAt) : null,
    reason: row.reason,
  };
}

/** One application with its applicant, or undefined. */
export async function findApplication(db: Database, id: number, now: Date) {
  const [row] = await db
    .select(applicationColumns)
    .from(creatorApplications)
    .innerJoin(users, eq(users.id, creatorApplications.userId))
    .where(eq(creatorApplications.id, id));
  return row ? applicationOf(row, now) : undefined;
}

/** The queue: pending first, the longest waiting first; then the decided, the latest decision first. */
export async function listApplications(
  ctx: Pick<CallContext, 'db' | 'now'>,
  request: PageRequest & { status?: ApplicationStatus | undefined },
): Promise<{ list: OpsApplication[]; total: number; pending: number }> {
  const filter: SQL | undefined = request.status
    ? eq(creatorApplications.status, STATUS_CODES[request.status])
    : undefined;
  const pendingFirst = sql`(${creatorApplications.status} <> ${CREATOR_APPLICATION_STATUS.pending})`;
  const oldestPending = sql`case when ${creatorApplications.status} = ${CREATOR_APPLICATION_STATUS.pending} then ${creatorApplications.createdAt} end`;
  const [rows, [matching], [waiting]] = await Promise.all([
    ctx.db
      .select(applicationColumns)
      .from(creatorApplications)
      .innerJoin(users, eq(users.id, creatorApplications.userId))
      .where(filter)
      .orderBy(
        asc(pendingFirst),
        asc(oldestPending),
        desc(creatorApplications.reviewedAt),
        asc(creatorApplications.id),
      )
      .limit(request.limit)
      .offset(offsetOf(request)),
    ctx.db.select({ n: count() }).from(creatorApplications).where(filter),
    ctx.db
      .select({ n: count() })
      .from(creatorApplications)
      .where(eq(creatorApplications.status, CREATOR_APPLICATION_STATUS.pending)),
  ]);
  const now = ctx.now();
  return {
    list: rows.map((row) => applicationOf(row, now)),
    total: matching?.n ?? 0,
    pending: waiting?.n ?? 0,
  };
}

/** One application and its two photos' URLs, which work for this console session only. */
export async function applicationWithDocuments(
  ctx: Pick<CallContext, 'db' | 'now' | 'viewer' | 'config'>,
  id: number,
) {
  const now = ctx.now();
  const application = await findApplication(ctx.db, id, now);
  if (!application) throw new ServiceError('server.ops.applicationNotFound');
  const { sessionId } = signedInOperator(ctx);
  const secret = ctx.config.mediaSigningKey;
  const idPhoto = documentUrl(secret, id, 'id', sessionId, now);
  const facePhoto = documentUrl(secret, id, 'face', sessionId, now);
  return { application, documents: { id: idPhoto.url, face: facePhoto.url, expires_at: idPhoto.exp } };
}
