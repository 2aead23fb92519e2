/**
 * What an operator does with reports (docs/operations.md, "Reports"): read the open ones, oldest
 * first, and close them: one by id from the shell (`npm run reports -- resolve|dismiss`), or every
 * open report of a target at once with the console's action (operations/reports). Closing lets the
 * reporter report the account again; the reporter sees the outcome in "My reports".
 */
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import type { ReportTarget } from '../../../src/contract/calls/ops-reports.ts';
import type { ReportAction } from '../../../src/contract/rules/report-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { reports, users } from '../../db/schema.ts';
import { reportsOfTargetWhere } from './report-targets.ts';

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
    .set({ status: outcome, note, closedAt: now, action: outcome === 'dismissed' ? 'dismiss' : '' })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.length > 0;
}

/** A closed report's reporter, for telling them (null once their account was deleted). */
export interface ClosedReport {
  id: number;
  reporterId: number | null;
}

/**
 * Closes every open report of the target with the action and the operator's reason: dismissed
 * for `dismiss`, resolved (acted on) for the others. Answers the reports it closed.
 */
export async function closeReportsOf(
  db: Database | Transaction,
  target: ReportTarget,
  decision: { action: ReportAction; note: string; now: Date },
): Promise<ClosedReport[]> {
  return db
    .update(reports)
    .set({
      status: decision.action === 'dismiss' ? 'dismissed' : 'resolved',
      action: decision.action,
      note: decision.note,
      closedAt: decision.now,
    })
    .where(and(reportsOfTargetWhere(target), eq(reports.status, 'open')))
    .returning({ id: reports.id, reporterId: reports.reporterId });
}
