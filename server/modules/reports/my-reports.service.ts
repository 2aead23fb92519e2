/**
 * The member's own reports and what came of them (`user/myReports`, issue 23), the newest first:
 * the reported account and post, the reason in the member's language, and the action as a code
 * the app words. The operator's note is theirs and the reported member's, not the reporter's.
 */
import { desc, eq } from 'drizzle-orm';
import type { MyReport } from '../../../src/contract/calls/user-my-reports.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import { posts, reports, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { REPORT_REASONS, reasonMessageId, type ReportReason } from './report-reasons.ts';

/** What the list takes from the call. */
export type MyReportsContext = Pick<CallContext, 'db' | 'media' | 'translate'>;

/** One page of the member's reports. */
export async function listMyReports(
  ctx: MyReportsContext,
  reporterId: number,
  page: PageRequest,
): Promise<{ list: MyReport[] }> {
  const rows = await ctx.db
    .select({
      report: reports,
      member: { uuid: users.uuid, username: users.username, nickname: users.nickname, thumb: users.thumb },
      post: { id: posts.id, title: posts.title },
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.targetId))
    .leftJoin(posts, eq(posts.id, reports.postId))
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  return {
    list: rows.map(({ report, member, post }) => ({
      id: report.id,
      member: member && { ...member, thumb: ctx.media.publicUrl(member.thumb) },
      post,
      reason: (REPORT_REASONS as readonly string[]).includes(report.reasonCode)
        ? ctx.translate(reasonMessageId(report.reasonCode as ReportReason))
        : report.reasonCode,
      status: report.status as MyReport['status'],
      action: report.action as MyReport['action'],
      created_at: report.createdAt.toISOString(),
      closed_at: report.closedAt?.toISOString() ?? null,
    })),
  };
}
