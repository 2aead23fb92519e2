/**
 * What a report is about, written once for the console's queue and decisions (issue 23): the post
 * when it was reported from one, else the account reported from its page. A report whose post
 * was deleted meanwhile (post_id set null) counts as one about the account.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReportTarget } from '../../../src/contract/calls/ops-reports.ts';
import { reports } from '../../db/schema.ts';

/** The target's kind of a report row, as SQL. */
export const targetTypeSql = sql<
  ReportTarget['type']
>`case when ${reports.postId} is null then 'member' else 'post' end`;

/** The target's id of a report row (posts.id or users.id), as SQL. */
export const targetIdSql = sql<number>`coalesce(${reports.postId}, ${reports.targetId})`;

/** The reports of one target. */
export function reportsOfTargetWhere(target: ReportTarget): SQL {
  return target.type === 'post'
    ? eq(reports.postId, target.id)
    : (and(eq(reports.targetId, target.id), isNull(reports.postId)) as SQL);
}
