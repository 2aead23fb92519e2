/**
 * The reasons a report may give (`user/reportreason`), in this order: a report names one by its
 * index. Appending keeps stored indexes meaning what they meant; never reorder or remove one.
 */
import type { MessageId } from '../../i18n/messages.ts';

export const REPORT_REASONS = [
  'spam',
  'nudity',
  'violence',
  'harassment',
  'hate',
  'scam',
  'impersonation',
  'copyright',
  'minor',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The message that names a reason in the reporter's language (locales/server). */
export const reasonMessageId = (reason: ReportReason): MessageId => `server.report.reason.${reason}`;
