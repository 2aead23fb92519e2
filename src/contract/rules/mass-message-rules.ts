/**
 * Mass messages (issue 25; docs/decisions/mass-messages.md): one message a creator sends to a list
 * of their fans, delivered into each fan's conversation with them. The numbers the composer and the
 * server share.
 */

/** Whom a mass message goes to. */
export const MASS_MESSAGE_AUDIENCES = ['subscribers', 'plan', 'expired', 'spent', 'list'] as const;
export type MassMessageAudience = (typeof MASS_MESSAGE_AUDIENCES)[number];

/** What happened to a mass message: waiting for its time, going out, out, or cancelled before it went. */
export const MASS_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MassMessageStatus = (typeof MASS_MESSAGE_STATUSES)[number];

/** Mass messages one creator may send in any 24 hours (scheduled ones count when made; a cancelled one gives its place back). */
export const MASS_MESSAGES_PER_DAY = 10;
/** How far ahead one may be scheduled, in days. */
export const MASS_MESSAGE_SCHEDULE_MAX_DAYS = 30;
/** The lowest and highest "spent at least" amount, currency units. */
export const MASS_MESSAGE_SPENT_MIN = 1;
export const MASS_MESSAGE_SPENT_MAX = 100_000;
/** The sign of the message a mass message leaves in one fan's conversation: one per fan, so a retried batch stores nothing twice. */
export const massMessageSign = (massMessageId: number, fanId: number) => `mass_${massMessageId}_${fanId}`;
