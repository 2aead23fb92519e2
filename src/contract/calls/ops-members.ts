import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { multilineText, text } from '../strings.ts';
import { SUSPENSION_DAYS_MAX } from './ops-reports.ts';
import { databaseId } from '../ids.ts';

/**
 * The console's members page (issue 23): find a member by account name or email, read what they
 * did (posts, orders, subscriptions, ledger, reports made and received), suspend them or lift a
 * suspension, and refund one of their orders (finance and admin only: refunds are money).
 */

/** Why an operator suspended, lifted or refunded, as the audit log and the member read it. */
export const OPS_REASON_MAX = 500;

const reasonSchema = multilineText().check(z.trim(), z.minLength(1), z.maxLength(OPS_REASON_MAX));
const memberIdSchema = databaseId;

/** A member as the console lists them. */
export const opsMemberSchema = z.object({
  id: z.int().check(z.positive()),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  role: z.enum(['fan', 'creator']),
  /** When they signed up, ISO 8601. */
  joined: z.string(),
  /** Null unless suspended now. */
  suspension: z.nullable(
    z.object({
      /** When, ISO 8601. */
      since: z.string(),
      /** When it ends, ISO 8601; null for good. */
      until: z.nullable(z.string()),
      reason: z.string(),
    }),
  ),
  counts: z.object({
    posts: z.int().check(z.nonnegative()),
    /** Orders they placed as a buyer. */
    orders: z.int().check(z.nonnegative()),
    subscriptions: z.int().check(z.nonnegative()),
  }),
});
export type OpsMember = z.infer<typeof opsMemberSchema>;

/** Members whose account name or email starts with `q` (any case); the newest first without `q`. */
export const opsMembersCall = defineCall({
  path: 'ops/members',
  access: 'operator',
  roles: rolesOf('members'),
  request: z.extend(pageParamsSchema, {
    q: z._default(text().check(z.trim(), z.maxLength(254)), ''),
  }),
  response: pageOf(opsMemberSchema),
});

/** One member, and a creator's balance now (currency units; null for a fan). */
export const opsMemberCall = defineCall({
  path: 'ops/member',
  access: 'operator',
  roles: rolesOf('members'),
  request: z.object({ id: memberIdSchema }),
  response: z.object({ member: opsMemberSchema, balance: z.nullable(z.number()) }),
});

/** The member page's tabs. */
export const MEMBER_RECORD_KINDS = [
  'posts',
  'orders',
  'subscriptions',
  'ledger',
  'reports-made',
  'reports-received',
] as const;
export type MemberRecordKind = (typeof MEMBER_RECORD_KINDS)[number];

/** Another member a record names (null once their account was deleted). */
const otherMemberSchema = z.nullable(z.object({ id: z.int(), username: z.string() }));

export const memberPostSchema = z.object({
  type: z.literal('post'),
  id: z.int(),
  title: z.string(),
  /** REVIEW_STATUS: 1 in review, 2 published, 5 rejected, … */
  status: z.int(),
  /** ARTICLE_TYPE: 1 subscription, 2 pay-per-post, 3 free, 4 private. */
  article_type: z.int(),
  /** When it was created, ISO 8601. */
  at: z.string(),
});

export const memberOrderSchema = z.object({
  type: z.literal('order'),
  /** `ord_…`: what ops/refundOrder takes. */
  id: z.string(),
  /** subscription, renewal or post. */
  kind: z.string(),
  /** What was bought, as named then. */
  item: z.string(),
  /** Currency units. */
  amount: z.number(),
  currency: z.string(),
  /** pending, paid, failed, expired, cancelled, refunded or disputed. */
  status: z.string(),
  creator: otherMemberSchema,
  at: z.string(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

export const memberSubscriptionSchema = z.object({
  type: z.literal('subscription'),
  id: z.int(),
  plan: z.string(),
  creator: otherMemberSchema,
  /** When this run began, ISO 8601. */
  at: z.string(),
  /** When the paid period ends, ISO 8601. */
  expire_at: z.string(),
  /** The fan cancelled: it runs to its end without renewing. */
  cancelled: z.boolean(),
});

/** A line of a creator's balance: an earning positive, a refund or withdrawal negative. */
export const memberLedgerLineSchema = z.object({
  type: z.literal('ledger'),
  /** payment, reversal, withdrawal_request, withdrawal_complete, withdrawal_fail. */
  kind: z.string(),
  amount: z.number(),
  at: z.string(),
});

/** A report the member made (`other` the reported) or received (`other` the reporter). */
export const memberReportSchema = z.object({
  type: z.literal('report'),
  id: z.int(),
  /** The reason's code (reports/report-reasons.ts). */
  reason: z.string(),
  description: z.string(),
  /** open, resolved or dismissed. */
  status: z.string(),
  other: otherMemberSchema,
  at: z.string(),
});

export const memberRecordSchema = z.union([
  memberPostSchema,
  memberOrderSchema,
  memberSubscriptionSchema,
  memberLedgerLineSchema,
  memberReportSchema,
]);
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** One tab of the member page, newest first. */
export const opsMemberRecordsCall = defineCall({
  path: 'ops/memberRecords',
  access: 'operator',
  roles: rolesOf('members'),
  request: z.extend(pageParamsSchema, { id: memberIdSchema, kind: z.enum(MEMBER_RECORD_KINDS) }),
  response: pageOf(memberRecordSchema),
});

export const suspendMemberSchema = z.object({
  id: memberIdSchema,
  /** How many days; null for good. */
  days: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(SUSPENSION_DAYS_MAX))),
  reason: reasonSchema,
});

/** Suspends a member (again: the new term replaces the old): they cannot sign in, nobody sees them. */
export const opsSuspendMemberCall = defineCall({
  path: 'ops/suspendMember',
  access: 'operator',
  roles: rolesOf('members'),
  request: suspendMemberSchema,
  response: z.object({ member: opsMemberSchema }),
});

export const liftSuspensionSchema = z.object({ id: memberIdSchema, reason: reasonSchema });

/** Ends a member's suspension now. */
export const opsLiftSuspensionCall = defineCall({
  path: 'ops/liftSuspension',
  access: 'operator',
  roles: rolesOf('members'),
  request: liftSuspensionSchema,
  response: z.object({ member: opsMemberSchema }),
});

export const refundOrderSchema = z.object({
  orderId: text().check(z.trim(), z.regex(/^ord_[0-9A-Za-z]{8,64}$/)),
  reason: reasonSchema,
});

/**
 * Asks the payment provider to refund a paid order. The provider's `payment.refunded` event then
 * ends the entitlement and writes the ledger's reversal, as for a refund started at the provider,
 * so the order shows `paid` until it arrives.
 */
export const opsRefundOrderCall = defineCall({
  path: 'ops/refundOrder',
  access: 'operator',
  roles: rolesOf('money'),
  request: refundOrderSchema,
  response: z.object({ order: memberOrderSchema }),
});
