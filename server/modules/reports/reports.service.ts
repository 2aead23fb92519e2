/**
 * Reports (`user/reportreason`, `user/report`): a member reports a user, from their page or one
 * of their posts, with a reason from the list and a description, stored for the operators
 * (docs/operations.md, "Reports"). One open report per reporter and reported user at a time (the
 * partial unique index reports_one_open_idx); once an operator closes it, they may report again.
 */
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../src/contract/uuid.ts';
import { posts, reports, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { REPORT_REASONS, reasonMessageId } from './report-reasons.ts';

/** What these services take from a call's context. */
export type ReportsContext = Pick<CallContext, 'db' | 'locale' | 'now' | 'translate' | 'viewer'>;

/** The reasons in the caller's language, in index order. */
export function listReportReasons(ctx: ReportsContext): string[] {
  return REPORT_REASONS.map((reason) => ctx.translate(reasonMessageId(reason)));
}

export interface ReportInput {
  uuid: string;
  type: number;
  reason: string;
  article_id?: number | undefined;
}

export async function reportUser(ctx: ReportsContext, reporterId: number, input: ReportInput): Promise<void> {
  const reason = REPORT_REASONS[input.type];
  if (reason === undefined) throw new ServiceError('server.report.reasonUnknown');
  const [target] = isUuid(input.uuid)
    ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.uuid, input.uuid)).limit(1)
    : [];
  if (!target) throw new ServiceError('server.user.notFound');
  if (target.id === reporterId) throw new ServiceError('server.report.self');
  if (input.article_id !== undefined) {
    // The post reported must be one of theirs the reporter can see.
    const [post] = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.id, input.article_id),
          eq(posts.userId, target.id),
          visiblePostsWhere(ctx.viewer, ctx.now()),
        ),
      )
      .limit(1);
    if (!post) throw new ServiceError('server.post.notFound');
  }
  const added = await ctx.db
    .insert(reports)
    .values({
      reporterId,
      targetId: target.id,
      postId: input.article_id ?? null,
      reasonIndex: input.type,
      reasonCode: reason,
      description: input.reason,
      locale: ctx.locale,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (added.length === 0) throw new ServiceError('server.report.alreadyOpen');
}
