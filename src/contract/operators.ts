/**
 * The people who run the platform (issue 23): operator roles, which console queue each works,
 * and the rules of their sign-in. Operators are not members: `npm run ops -- create-operator`
 * makes them, and they sign in to `/{lang}/ops` with a password and a second factor (TOTP).
 */
import { z } from 'zod/mini';
import { text } from './strings.ts';

/** moderator: posts, reports, feedback, leak tracing; reviewer: creator applications; finance: money; admin: all. */
export const OPERATOR_ROLES = ['moderator', 'reviewer', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** The console's queues and pages, each with the roles that work it besides admin. */
export const OPERATOR_QUEUES = {
  posts: ['moderator'],
  applications: ['reviewer'],
  withdrawals: ['finance'],
  reports: ['moderator'],
  feedback: ['moderator'],
  members: ['moderator', 'finance'],
  money: ['finance'],
  leaks: ['moderator'],
  audit: [],
  operators: [],
  settings: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorQueue = keyof typeof OPERATOR_QUEUES;

/** The roles that may work a queue: its own and admin. */
export function rolesOf(queue: OperatorQueue): readonly OperatorRole[] {
  return [...OPERATOR_QUEUES[queue], 'admin'];
}

/** Whether a role may work a queue. */
export function mayWork(role: OperatorRole, queue: OperatorQueue): boolean {
  return rolesOf(queue).includes(role);
}

/** An operator session ends this long after its second factor, however much it is used. */
export const OPERATOR_SESSION_HOURS = 12;
/** Between the password and the second factor: the half-signed-in step lasts this long. */
export const OPERATOR_SECOND_FACTOR_MINUTES = 10;
/** One-time recovery codes handed out at enrolment, each usable once instead of a TOTP code. */
export const RECOVERY_CODE_COUNT = 10;
/** A TOTP code: six digits (RFC 6238, 30-second steps). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: two groups of five lowercase letters or digits, as shown at enrolment. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** The signed-in operator as the console sees them. */
export const operatorSchema = z.object({
  email: z.string(),
  role: operatorRoleSchema,
  /** When this session ends (ISO 8601). */
  sessionEndsAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** What the password step asks next: the code of an enrolled authenticator, or enrolment. */
export const operatorSecondFactorSchema = z.union([
  z.object({ step: z.literal('code') }),
  z.object({
    step: z.literal('enrol'),
    /** The TOTP secret (base32), to type into an authenticator app by hand. */
    secret: z.string(),
    /** The otpauth:// URI the console shows as a QR code. */
    uri: z.string(),
  }),
]);

export const operatorSignInSchema = z.object({
  email: text().check(z.trim(), z.minLength(3), z.maxLength(254)),
  password: text().check(z.minLength(1), z.maxLength(128)),
});

export const operatorCodeSchema = z.object({
  /** A TOTP code (6 digits) or, when the authenticator is lost, an unused recovery code. */
  code: text().check(
    z.trim(),
    z.toLowerCase(),
    z.refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code)),
  ),
});

/** An operator as the admin's list shows them. */
export const operatorAccountSchema = z.object({
  email: z.string(),
  role: operatorRoleSchema,
  /** Whether their authenticator is enrolled; until then their next sign-in enrols one. */
  enrolled: z.boolean(),
  createdAt: z.string(),
  /** The last completed sign-in (ISO 8601), null if none yet. */
  lastSignInAt: z.nullable(z.string()),
  /** When an admin disabled them (ISO 8601), null while active. */
  disabledAt: z.nullable(z.string()),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/**
 * manual: new posts (or creator applications) wait for an operator; auto: posts publish at once
 * and are reviewed after (applications are approved as they come).
 */
export const POST_REVIEW_MODES = ['manual', 'auto'] as const;
export type PostReviewMode = (typeof POST_REVIEW_MODES)[number];

/** The console's settings: how posts and how creator applications are reviewed. */
export const platformSettingsSchema = z.object({
  reviewMode: z.enum(POST_REVIEW_MODES),
  creatorReviewMode: z.enum(POST_REVIEW_MODES),
});

/** Why an admin changes an operator's access: written to the audit log. */
export const ADMIN_REASON_MAX = 500;
export const adminReasonSchema = text().check(z.trim(), z.minLength(1), z.maxLength(ADMIN_REASON_MAX));
