/**
 * The console's reports queue (issue 23): open reports grouped by target (reports/report-targets.ts),
 * the longest waiting first, and one target's whole history with the post as a fan sees it or the
 * account's profile, so the operator decides with everything earlier operators decided in view.
 */
import {
  aliasedTable,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type {
  OpsReport,
  OpsReportGroup,
  ReportGroupSummary,
  ReportTarget,
} from '../../../../src/contract/calls/ops-reports.ts';
import { reviewerEntitlements } from '../../../access/post-access.ts';
import { isSuspendedAt } from '../../../access/suspension-rule.ts';
import { ServiceError } from '../../../core/service-error.ts';
import { offsetOf, type PageRequest } from '../../../core/paging.ts';
import { posts, reports, users } from '../../../db/schema.ts';
import { signedInOperator, type CallContext } from '../../../http/call-context.ts';
import { operatorViewerKeyOf } from '../../../media/signing.ts';
import { mediaOf, planIdsOf, selectPosts } from '../../posts/posts.service.ts';
import { toWirePost } from '../../posts/posts.mapper.ts';
import { REPORT_REASONS, reasonMessageId, type ReportReason } from '../../reports/report-reasons.ts';
import { reportsOfTargetWhere, targetIdSql, targetTypeSql } from '../../reports/report-targets.ts';

/** What the queue takes from the call. */
export type ReportsQueueContext = Pick<
  CallContext,
  'db' | 'now' | 'viewer' | 'config' | 'media' | 'translate'
>;

const isOpen = eq(reports.status, 'open');
const targetKey = (target: ReportTarget) => `${target.type}:${target.id}`;

/** One page of the targets with open reports, the longest waiting first, and how many there are. */
export async function listReportGroups(
  ctx: ReportsQueueContext,
  page: PageRequest,
): Promise<{ list: ReportGroupSummary[]; total: number }> {
  const oldest = min(reports.createdAt);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        type: targetTypeSql,
        id: targetIdSql,
        memberId: sql<number>`min(${reports.targetId})`.mapWith(Number),
        count: count(),
        oldest,
        reasons: sql<string[]>`array_agg(distinct ${reports.reasonCode})`,
      })
      .from(reports)
      .where(isOpen)
      .groupBy(targetTypeSql, targetIdSql)
      .orderBy(asc(oldest), asc(targetIdSql))
      .limit(page.limit)
      .offset(offsetOf(page)),
    ctx.db
      .select({ total: countDistinct(sql`${targetTypeSql} || ':' || ${targetIdSql}`) })
      .from(reports)
      .where(isOpen),
  ]);
  const targets = rows.map((row) => ({ type: row.type, id: Number(row.id) }));
  const [members, titles, closed] = await Promise.all([
    membersOf(
      ctx,
      rows.map((row) => row.memberId),
    ),
    titlesOf(
      ctx,
      targets.filter((target) => target.type === 'post').map((target) => target.id),
    ),
    closedCountsOf(ctx, targets),
  ]);
  const nowMs = ctx.now().getTime();
  const list = rows.flatMap((row, index) => {
    const target = targets[index]!;
    const member = members.get(row.memberId);
    if (!member || !row.oldest) return [];
    const oldestAt = new Date(row.oldest);
    return [
      {
        target,
        member,
        post_title: target.type === 'post' ? (titles.get(target.id) ?? '') : null,
        count: row.count,
        oldest_at: oldestAt.toISOString(),
        waiting_seconds: Math.max(0, Math.floor((nowMs - oldestAt.getTime()) / 1000)),
        reasons: [...row.reasons].sort().map((code) => reasonText(ctx, code)),
        earlier_closed: closed.get(targetKey(target)) ?? 0,
      },
    ];
  });
  return { list, total: Number(counted?.total ?? 0) };
}

/** The reported members, by id, as the console shows them. */
async function membersOf(ctx: ReportsQueueContext, ids: number[]) {
  const byId = new Map<number, ReportGroupSummary['member']>();
  if (ids.length === 0) return byId;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  for (const row of rows) byId.set(row.id, memberOf(ctx, row));
  return byId;
}

function memberOf(ctx: ReportsQueueContext, row: typeof users.$inferSelect): ReportGroupSummary['member'] {
  const suspended = isSuspendedAt(row, ctx.now());
  return {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    nickname: row.nickname,
    thumb: ctx.media.publicUrl(row.thumb),
    ...(suspended ? { suspended_until: row.suspendedUntil?.toISOString() ?? null } : {}),
  };
}

async function titlesOf(ctx: ReportsQueueContext, postIds: number[]): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(inArray(posts.id, postIds));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** How many closed reports each target has, by `targetKey`. */
async function closedCountsOf(
  ctx: ReportsQueueContext,
  targets: ReportTarget[],
): Promise<Map<string, number>> {
  if (targets.length === 0) return new Map();
  const rows = await ctx.db
    .select({ type: targetTypeSql, id: targetIdSql, count: count() })
    .from(reports)
    .where(and(ne(reports.status, 'open'), or(...targets.map(reportsOfTargetWhere))))
    .groupBy(targetTypeSql, targetIdSql);
  return new Map(rows.map((row) => [targetKey({ type: row.type, id: Number(row.id) }), row.count]));
}

const reporter = aliasedTable(users, 'reporter');

/** Every report of one target, the newest first, with what they are about. */
export async function getReportGroup(
  ctx: ReportsQueueContext,
  target: ReportTarget,
): Promise<OpsReportGroup> {
  const memberId = await reportedMemberOf(ctx, target);
  const [[member], post, rows] = await Promise.all([
    ctx.db.select().from(users).where(eq(users.id, memberId)),
    target.type === 'post' ? postAsFanSees(ctx, target.id) : Promise.resolve(null),
    ctx.db
      .select({
        report: reports,
        reporter: { uuid: reporter.uuid, username: reporter.username, nickname: reporter.nickname },
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(reportsOfTargetWhere(target))
      .orderBy(desc(reports.createdAt), desc(reports.id)),
  ]);
  if (!member) throw new ServiceError('server.ops.reportTargetNotFound');
  return {
    target,
    member: {
      ...memberOf(ctx, member),
      description: member.description,
      suspension_reason: member.suspensionReason,
    },
    post,
    reports: rows.map(({ report, reporter: by }) => toOpsReport(ctx, report, by)),
  };
}

/** The member a target is about: the post's author, or the account itself. */
export async function reportedMemberOf(ctx: Pick<CallContext, 'db'>, target: ReportTarget): Promise<number> {
  const [found] =
    target.type === 'post'
      ? await ctx.db.select({ id: posts.userId }).from(posts).where(eq(posts.id, target.id))
      : await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, target.id));
  if (!found) throw new ServiceError('server.ops.reportTargetNotFound');
  return found.id;
}

/** The post as a fan who holds it would see it, its originals signed for the operator. */
async function postAsFanSees(ctx: ReportsQueueContext, postId: number) {
  const [row] = await selectPosts(ctx.db).where(eq(posts.id, postId));
  if (!row) return null;
  const reviewer = { ...ctx, viewer: { key: operatorViewerKeyOf(signedInOperator(ctx).id) } };
  const [media, planIds] = await Promise.all([mediaOf(reviewer, [postId]), planIdsOf(reviewer, [postId])]);
  return toWirePost(
    reviewer,
    row,
    media.get(postId) ?? [],
    false,
    planIds.get(postId) ?? [],
    reviewerEntitlements(),
  );
}

function toOpsReport(
  ctx: ReportsQueueContext,
  report: typeof reports.$inferSelect,
  by: { uuid: string; username: string; nickname: string } | null,
): OpsReport {
  return {
    id: report.id,
    reporter: by,
    reason: report.reasonCode,
    reason_text: reasonText(ctx, report.reasonCode),
    description: report.description,
    language: report.locale,
    created_at: report.createdAt.toISOString(),
    status: report.status as OpsReport['status'],
    action: report.action as OpsReport['action'],
    note: report.note,
    closed_at: report.closedAt?.toISOString() ?? null,
  };
}

/** A reason code's words in the operator's language (a code no longer listed shows as stored). */
function reasonText(ctx: ReportsQueueContext, code: string): string {
  return (REPORT_REASONS as readonly string[]).includes(code)
    ? ctx.translate(reasonMessageId(code as ReportReason))
    : code;
}
