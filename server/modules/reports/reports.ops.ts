/**
 * What an operator does with reports (docs/operations.md, "Reports"): read the open ones, oldest
 * first, and close one as resolved (acted on: the post rejected with `npm run ops -- reject`, the
 * account dealt with) or dismissed, with a note. Closing lets the reporter report the account again.
 */
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports, users } from '../../db/schema.ts';

export interface OpenReport {
  id: number;
  createdAt: Date;
  reporter: string | null;
  reported: string;
  postId: number | null;
  reason: string;
  description: string;
  locale: string;
}

const reporter = aliasedTable(users, 'reporter');
const reported = aliasedTable(users, 'reported');

/** The open reports, oldest first. */
export async function listOpenReports(db: Database, limit = 100): Promise<OpenReport[]> {
  return db
    .select({
      id: reports.id,
      createdAt: reports.createdAt,
      reporter: reporter.username,
      reported: reported.username,
      postId: reports.postId,
      reason: reports.reasonCode,
      description: reports.description,
      locale: reports.locale,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.targetId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit);
}

export type ReportOutcome = 'resolved' | 'dismissed';

/** Closes an open report; false when there is no open report with that id. */
export async function closeReport(
  db: Database,
  id: number,
  outcome: ReportOutcome,
  note: string,
  now: Date,
): Promise<boolean> {
  const closed = await db
    .update(reports)
    .set({ status: outcome, note, closedAt: now })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.length > 0;
}
