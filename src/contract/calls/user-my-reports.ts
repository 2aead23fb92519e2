/**
 * The member's own reports and what came of them (issue 23): mine area, settings, "My reports".
 * The outcome is a code (REPORT_ACTIONS) the app words in the member's language.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { reportActionSchema, reportStatusSchema } from '../rules/report-rules.ts';

/** One report the member made. */
export const myReportSchema = z.object({
  id: z.int(),
  /** The reported account; null once it was deleted. */
  member: z.nullable(
    z.object({ uuid: z.string(), username: z.string(), nickname: z.string(), thumb: z.string() }),
  ),
  /** The post reported from, when there was one and it still exists. */
  post: z.nullable(z.object({ id: z.int(), title: z.string() })),
  /** The reason in the member's language. */
  reason: z.string(),
  status: reportStatusSchema,
  /** What the operators did ('' while open). */
  action: z.union([z.literal(''), reportActionSchema]),
  /** When it was made and when it was closed, ISO 8601. */
  created_at: z.string(),
  closed_at: z.nullable(z.string()),
});
export type MyReport = z.infer<typeof myReportSchema>;

/** The member's reports, the newest first, paged. */
export const myReportsCall = defineCall({
  path: 'user/myReports',
  access: 'member',
  request: pageParamsSchema,
  response: pageOf(myReportSchema),
});
