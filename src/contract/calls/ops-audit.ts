/**
 * The audit log (issue 23): every operator action, append-only, searched by admins in the console
 * and exported as CSV from `GET /ops-export/audit.csv` with the same filters as query parameters.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { text } from '../strings.ts';

/** The CSV export: the operator cookie, admin only, the filters of `ops/auditLog` as its query. */
export const AUDIT_EXPORT_PATH = '/ops-export/audit.csv';

/** A day of the filters, `YYYY-MM-DD`, counted in UTC. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = text().check(
  z.regex(DAY_PATTERN),
  z.refine((day) => !Number.isNaN(Date.parse(day))),
);

/** What the log is searched by; every filter is optional and they combine. */
export const auditFiltersSchema = z.object({
  /** Free text found in the operator's email, the action, the target's type or id, or the reason. */
  q: z.optional(text().check(z.trim(), z.maxLength(200))),
  /** One action code exactly (`post.approve`). */
  action: z.optional(text().check(z.trim(), z.maxLength(64))),
  /** The first day, included. */
  from: z.optional(daySchema),
  /** The last day, included. */
  to: z.optional(daySchema),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** One row of the log. */
export const auditEntrySchema = z.object({
  id: z.int(),
  /** The operator's email at the time (kept when the operator is gone). */
  operatorEmail: z.string(),
  /** The role the operator acted in, as it was then (moderator, reviewer, finance, admin). */
  role: z.string(),
  /** What was done: a dotted code (`post.approve`, `feedback.reply`). */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** Why, as the operator wrote it; '' when the action asks for no reason. */
  reason: z.string(),
  /** The client address the operator acted from. */
  address: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The log, newest first, paged; `actions` lists every action code the log holds, for the filter. */
export const opsAuditLogCall = defineCall({
  path: 'ops/auditLog',
  access: 'operator',
  roles: rolesOf('audit'),
  request: z.extend(pageParamsSchema, auditFiltersSchema.shape),
  response: z.extend(pageOf(auditEntrySchema), { actions: z.array(z.string()) }),
});
