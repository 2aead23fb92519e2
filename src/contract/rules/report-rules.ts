/**
 * The report rule of product spec section 5 as zod schemas, shared by the report dialog and the
 * `user/report` call: a reason chosen from the server's list (named by its index) and a
 * description, trimmed, 1 to 300 characters. Like account-rules.ts, issue messages are rule codes
 * (`REPORT_RULE_ERROR`) the dialog turns into its messages; the call's own schema keeps zod's
 * messages, so the server answers its generic "the field is missing or invalid".
 */
import { z } from 'zod/mini';
import { multilineText } from '../strings.ts';

/** The longest report description, in characters. */
export const REPORT_DESCRIPTION_MAX_LENGTH = 300;

/** The rule codes the report schemas report. */
export const REPORT_RULE_ERROR = {
  reason: 'rule.report.reason',
  description: 'rule.report.description',
} as const;
export type ReportRuleError = (typeof REPORT_RULE_ERROR)[keyof typeof REPORT_RULE_ERROR];

/** The reporter's description as `user/report` takes it: trimmed, 1 to 300 characters. */
export const reportDescriptionSchema = multilineText().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(REPORT_DESCRIPTION_MAX_LENGTH),
);

/**
 * The report dialog: `type` is the chosen reason's index in the server's list (null until one is
 * chosen), `description` as typed; out come the index and the description as the call takes it.
 * A description the call would refuse (blank text does not count) reports `description`.
 */
export const reportFormSchema = z.object({
  type: z.pipe(
    z.nullable(z.number()),
    z.transform((type: number | null, context) => {
      if (type !== null) return type;
      context.issues.push({ code: 'custom', message: REPORT_RULE_ERROR.reason, input: type });
      return z.NEVER;
    }),
  ),
  description: z.pipe(
    z.string(),
    z.transform((description: string, context) => {
      const read = reportDescriptionSchema.safeParse(description);
      if (read.success) return read.data;
      context.issues.push({ code: 'custom', message: REPORT_RULE_ERROR.description, input: description });
      return z.NEVER;
    }),
  ),
});

/** Where a report stands: open, resolved (acted on) or dismissed. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const reportStatusSchema = z.enum(REPORT_STATUSES);

/**
 * What an operator does about a target's reports (issue 23): dismiss them, warn the member, hide
 * the reported post, or suspend the account. The reporter's "My reports" words the code.
 */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hide-post', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const reportActionSchema = z.enum(REPORT_ACTIONS);

/** The decision form's rule codes; the console words them. */
export const REPORT_DECISION_RULE_ERROR = {
  days: 'reportDecision.days',
  hidePost: 'reportDecision.hidePost',
} as const;
