/**
 * How a notification is worded (issue 25), decided once for the notification centre and the web
 * push: which sentence it reads as, and what its reason is. The sentences themselves are the
 * app catalogue's (src/components/messages/notification-messages.ts); the server formats the
 * same ids for a push (server/modules/notifications/push-message.ts).
 */
import type { NotificationType } from './entities-notifications.ts';
import { WITHDRAWAL_STATUS } from './enums.ts';
import { CREATOR_APPLICATION_STATUS } from './rules/creator-application.ts';

/** Every sentence: one per type, but a withdrawal's and an application's by their new status. */
export type NotificationSentenceKey =
  | Exclude<NotificationType, 'withdrawal' | 'creator_application'>
  | 'withdrawal_passed'
  | 'withdrawal_completed'
  | 'withdrawal_failed'
  | 'creator_application_approved'
  | 'creator_application_refused';

/** The sentence a notification reads as. */
export function notificationSentenceKey(notice: {
  type: NotificationType;
  status: number;
}): NotificationSentenceKey {
  switch (notice.type) {
    case 'withdrawal':
      if (notice.status === WITHDRAWAL_STATUS.completed) return 'withdrawal_completed';
      return notice.status === WITHDRAWAL_STATUS.failed ? 'withdrawal_failed' : 'withdrawal_passed';
    case 'creator_application':
      return notice.status === CREATOR_APPLICATION_STATUS.approved
        ? 'creator_application_approved'
        : 'creator_application_refused';
    default:
      return notice.type;
  }
}

/**
 * A notification's reason: a code the app labels (a rejection's reason, a report's outcome: an
 * outcome without a code reads as "action was taken"), or the operator's own words (a refused
 * withdrawal or application), or none.
 */
export type NotificationReason =
  { labels: 'review-reason' | 'report-outcome'; code: string } | { words: string };

export function notificationReason(notice: { type: NotificationType; text: string }): NotificationReason {
  if (notice.type === 'post_rejected') return { labels: 'review-reason', code: notice.text };
  if (notice.type === 'report_outcome') return { labels: 'report-outcome', code: notice.text || 'resolved' };
  return { words: notice.text };
}
