/**
 * The console's reports queue (issue 23): open reports grouped by what they report (the post when
 * reported from one, else the account), the whole history of one target, and the operator's
 * decision, which closes every open report of the target at once: dismiss, warn the member by
 * mail, hide the post (rejected, status 5) or suspend the account for some days or for good.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { multilineText } from '../strings.ts';
import {
  REPORT_ACTIONS,
  REPORT_DECISION_RULE_ERROR,
  reportActionSchema,
  reportStatusSchema,
} from '../rules/report-rules.ts';
import { databaseId } from '../ids.ts';

export { REPORT_ACTIONS };

/** The longest suspension with an end, in days; longer is for good. */
export const SUSPENSION_DAYS_MAX = 365;
/** What an operator writes to explain a decision. */
export const REPORT_DECISION_REASON_MAX = 500;

/** What a group of reports is about: one post, or an account reported from its page. */
export const reportTargetSchema = z.object({
  type: z.enum(['post', 'member']),
  /** posts.id for a post, the member's users.id for an account. */
  id: databaseId,
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** The reported member as the console shows them. */
const reportedMemberSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  thumb: z.string(),
  /** When their suspension ends, ISO 8601; null when it runs for good; absent when not suspended. */
  suspended_until: z.optional(z.nullable(z.string())),
});

/** One target's open reports, as the queue lists them. */
export const reportGroupSummarySchema = z.object({
  target: reportTargetSchema,
  member: reportedMemberSchema,
  /** The reported post's title, when the target is a post. */
  post_title: z.nullable(z.string()),
  /** How many reports of it are open. */
  count: z.int().check(z.positive()),
  /** When the oldest open one was made, ISO 8601, and how long it has waited, in seconds. */
  oldest_at: z.string(),
  waiting_seconds: z.int().check(z.nonnegative()),
  /** The reasons the open reports give, each once, in the operator's language. */
  reasons: z.array(z.string()),
  /** How many reports of the same target were closed before. */
  earlier_closed: z.int().check(z.nonnegative()),
});
export type ReportGroupSummary = z.infer<typeof reportGroupSummarySchema>;

/** The open reports grouped by target, the longest waiting first. */
export const opsReportsCall = defineCall({
  path: 'ops/reports',
  access: 'operator',
  roles: rolesOf('reports'),
  request: pageParamsSchema,
  response: z.extend(pageOf(reportGroupSummarySchema), {
    /** How many targets have open reports. */
    total: z.int().check(z.nonnegative()),
  }),
});

/** One report, open or closed, as the operator reads it. */
export const opsReportSchema = z.object({
  id: z.int(),
  /** The reporter; null once their account was deleted. */
  reporter: z.nullable(z.object({ uuid: z.string(), username: z.string(), nickname: z.string() })),
  /** The reason's code (REPORT_REASONS) and its words in the operator's language. */
  reason: z.string(),
  reason_text: z.string(),
  /** The reporter's description, in `language` (a locale code). */
  description: z.string(),
  language: z.string(),
  created_at: z.string(),
  status: reportStatusSchema,
  /** What was done ('' while open) and the operator's reason. */
  action: z.union([z.literal(''), reportActionSchema]),
  note: z.string(),
  closed_at: z.nullable(z.string()),
});
export type OpsReport = z.infer<typeof opsReportSchema>;

/** Every report of one target, the newest first, with the post or account they are about. */
export const opsReportGroupCall = defineCall({
  path: 'ops/reportGroup',
  access: 'operator',
  roles: rolesOf('reports'),
  request: z.object({ target: reportTargetSchema }),
  response: z.object({
    target: reportTargetSchema,
    member: z.extend(reportedMemberSchema, { description: z.string(), suspension_reason: z.string() }),
    /** The post as a fan who holds it sees it (its originals open to the operator); null for an account. */
    post: z.nullable(postSchema),
    reports: z.array(opsReportSchema),
  }),
});
export type OpsReportGroup = z.infer<(typeof opsReportGroupCall)['response']>;

/** The operator's decision on a target's open reports. */
export const reportDecisionSchema = z
  .object({
    target: reportTargetSchema,
    action: reportActionSchema,
    /** Why: the reporters' outcome and the audit log keep it; a warning mails it to the member. */
    reason: multilineText().check(z.trim(), z.minLength(1), z.maxLength(REPORT_DECISION_REASON_MAX)),
    /** Suspend only: how many days, or null for good. */
    days: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(SUSPENSION_DAYS_MAX)))),
  })
  .check(
    z.refine((decision) => decision.action !== 'suspend' || decision.days !== undefined, {
      path: ['days'],
      message: REPORT_DECISION_RULE_ERROR.days,
    }),
    z.refine((decision) => decision.action !== 'hide-post' || decision.target.type === 'post', {
      path: ['action'],
      message: REPORT_DECISION_RULE_ERROR.hidePost,
    }),
  );
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

/** Closes every open report of the target with the action and its reason. */
export const decideReportsCall = defineCall({
  path: 'ops/decideReports',
  access: 'operator',
  roles: rolesOf('reports'),
  request: reportDecisionSchema,
  response: z.object({ closed: z.int().check(z.nonnegative()) }),
});
