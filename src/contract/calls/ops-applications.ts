/**
 * The console's creator applications queue (issue 23): the list, one application with its two
 * identity photos, and the decision. Reviewers and admins only (rolesOf('applications')); the
 * photos are shown through short-lived URLs bound to the operator's session (GET /ops-documents/…).
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { multilineText } from '../strings.ts';
import { databaseId } from '../ids.ts';

/** Where an application stands, by name (creator_applications.status 1, 2, 3). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A refusal's reason, which the applicant reads: 1 to 500 characters once trimmed. */
export const APPLICATION_REASON_MAX_LENGTH = 500;

/** How long a document URL of `ops/application` works: long enough to look, too short to share. */
export const DOCUMENT_URL_MINUTES = 5;

/** The rule codes the decision form reports (the app words them). */
export const APPLICATION_RULE_ERROR = {
  reasonRequired: 'rule.application.reason.required',
  reasonLength: 'rule.application.reason.length',
} as const;

/** One application as the queue lists it. */
export const opsApplicationSchema = z.object({
  id: z.int(),
  status: z.enum(APPLICATION_STATUSES),
  applicant: z.object({
    /** The account's id, for the audit and the members page. */
    id: z.int(),
    username: z.string(),
    nickname: z.string(),
    email: z.string(),
  }),
  /** ISO 3166-1 alpha-2 code of the country that issued the document. */
  country: z.string(),
  /** 1 passport, 2 ID card, 3 driver license (IDENTITY_TYPE). */
  document_type: z.int(),
  /** When it was sent, Unix seconds. */
  submitted_at: z.int().check(z.nonnegative()),
  /** How long it has waited, in seconds by the server's clock: until now while pending, until its decision after. */
  waiting_seconds: z.int().check(z.nonnegative()),
  /** When it was decided, Unix seconds; null while pending. */
  decided_at: z.nullable(z.int()),
  /** Why it was refused; '' otherwise. */
  reason: z.string(),
});
export type OpsApplication = z.infer<typeof opsApplicationSchema>;

/** The list: pending first (oldest first), then the decided ones (latest decision first). */
export const listApplicationsCall = defineCall({
  path: 'ops/applications',
  access: 'operator',
  roles: rolesOf('applications'),
  request: z.extend(pageParamsSchema, {
    /** Only applications of this status; every status when absent. */
    status: z.optional(z.enum(APPLICATION_STATUSES)),
  }),
  response: z.extend(pageOf(opsApplicationSchema), {
    /** How many match the filter, over all pages. */
    total: z.int().check(z.nonnegative()),
    /** How many are pending, whatever the filter (the queue's count). */
    pending: z.int().check(z.nonnegative()),
  }),
});

/** One application with its two photos, each a URL for this operator's session only. */
export const getApplicationCall = defineCall({
  path: 'ops/application',
  access: 'operator',
  roles: rolesOf('applications'),
  request: z.object({ id: databaseId }),
  response: z.object({
    application: opsApplicationSchema,
    documents: z.object({
      /** The identity document's photo. */
      id: z.string(),
      /** The applicant's face photo, holding the document. */
      face: z.string(),
      /** When both URLs stop working, Unix seconds: the page asks again after that. */
      expires_at: z.int(),
    }),
  }),
});

const decisionFields = {
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(
    multilineText().check(
      z.trim(),
      z.maxLength(APPLICATION_REASON_MAX_LENGTH, APPLICATION_RULE_ERROR.reasonLength),
    ),
  ),
};

/** A refusal needs the reason the applicant will read; an approval ignores one. */
const reasonForRefusal = z.refine<{ decision: 'approve' | 'reject'; reason?: string | undefined }>(
  (value) => value.decision === 'approve' || (value.reason ?? '') !== '',
  { message: APPLICATION_RULE_ERROR.reasonRequired, path: ['reason'] },
);

/** The decision form's fields, checked as the server checks them. */
export const applicationDecisionSchema = z.object(decisionFields).check(reasonForRefusal);
export type ApplicationDecision = z.output<typeof applicationDecisionSchema>;

/**
 * Approves (the applicant becomes a creator) or refuses (with the reason they read; they may
 * apply again) a pending application. The applicant is told by mail in their language.
 */
export const decideApplicationCall = defineCall({
  path: 'ops/decideApplication',
  access: 'operator',
  roles: rolesOf('applications'),
  request: z
    .object({
      id: databaseId,
      ...decisionFields,
    })
    .check(reasonForRefusal),
  response: z.object({ application: opsApplicationSchema }),
});
