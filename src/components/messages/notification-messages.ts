import { defineMessages } from 'react-intl';
import type { NotificationType } from '../../contract/entities-notifications.ts';
import type { NotificationSentenceKey } from '../../contract/notification-sentence.ts';

/**
 * What each notification says (issue 25), one sentence per type: the notification centre shows it,
 * and the server formats the same ids for a web push in the member's language
 * (server/i18n/messages.ts APP_MESSAGE_IDS), so a notification reads the same in both places.
 *
 * Values: `name` the actor's nickname, `count` the notification's count (grouped likes: the likers,
 * the one named included; grouped messages: the messages), `post` the
 * post's title, `amount` a formatted price, `plan` the plan's name, `reason` a label the app
 * already has (a rejection reason, a report outcome, a withdrawal's failure reason).
 */
export const notificationSentenceMessages = defineMessages({
  subscriber: { id: 'notification.subscriber', defaultMessage: '{name} subscribed to {plan} ({amount})' },
  renewal: { id: 'notification.renewal', defaultMessage: '{name} renewed {plan} ({amount})' },
  cancellation: {
    id: 'notification.cancellation',
    defaultMessage: '{name} cancelled {plan}: it ends at the end of the period',
  },
  tip: { id: 'notification.tip', defaultMessage: '{name} tipped you {amount}' },
  purchase: { id: 'notification.purchase', defaultMessage: '{name} bought {post} ({amount})' },
  message_purchase: {
    id: 'notification.messagePurchase',
    defaultMessage: '{name} unlocked your paid message ({amount})',
  },
  comment: { id: 'notification.comment', defaultMessage: '{name} commented on {post}' },
  reply: { id: 'notification.reply', defaultMessage: '{name} replied to your comment on {post}' },
  // `count` counts the latest liker too: offset 1 makes # the others ("Ana and 11 others", 12 in all).
  like: {
    id: 'notification.like',
    defaultMessage:
      '{count, plural, offset:1 =1 {{name} liked {post}} one {{name} and # other liked {post}} other {{name} and # others liked {post}}}',
  },
  message: {
    id: 'notification.message',
    defaultMessage: '{count, plural, one {{name} sent you a message} other {{name} sent you # messages}}',
  },
  post_approved: { id: 'notification.postApproved', defaultMessage: '{post} was approved and is published' },
  post_rejected: { id: 'notification.postRejected', defaultMessage: '{post} was turned down: {reason}' },
  withdrawal_passed: {
    id: 'notification.withdrawalPassed',
    defaultMessage: 'Your withdrawal of {amount} was approved',
  },
  withdrawal_completed: {
    id: 'notification.withdrawalCompleted',
    defaultMessage: 'Your withdrawal of {amount} was paid out',
  },
  withdrawal_failed: {
    id: 'notification.withdrawalFailed',
    defaultMessage: 'Your withdrawal of {amount} failed: {reason}',
  },
  report_outcome: { id: 'notification.reportOutcome', defaultMessage: 'Your report: {reason}' },
  creator_application_approved: {
    id: 'notification.creatorApplicationApproved',
    defaultMessage: 'You are a creator now: your application was approved',
  },
  creator_application_refused: {
    id: 'notification.creatorApplicationRefused',
    defaultMessage: 'Your creator application was refused: {reason}',
  },
  trial_ending: {
    id: 'notification.trialEnding',
    defaultMessage:
      'Your free trial of {plan} from {name} ends on {date, date, long}: it then renews at {amount} unless you cancel',
  },
  renewal_coming: {
    id: 'notification.renewalComing',
    defaultMessage:
      'Your subscription {plan} from {name} renews on {date, date, long}: {amount} will be charged unless you cancel',
  },
  data_export_ready: {
    id: 'notification.dataExportReady',
    defaultMessage: 'Your data export is ready: download it before {date, date, long}',
  },
} satisfies Record<NotificationSentenceKey, unknown>);

/** The name of each type, as the notification settings list them (one switch per type). */
export const notificationTypeMessages = defineMessages({
  subscriber: { id: 'notification.type.subscriber', defaultMessage: 'New subscribers' },
  renewal: { id: 'notification.type.renewal', defaultMessage: 'Renewals' },
  cancellation: { id: 'notification.type.cancellation', defaultMessage: 'Cancellations' },
  tip: { id: 'notification.type.tip', defaultMessage: 'Tips' },
  purchase: { id: 'notification.type.purchase', defaultMessage: 'Post purchases' },
  message_purchase: { id: 'notification.type.messagePurchase', defaultMessage: 'Paid message purchases' },
  comment: { id: 'notification.type.comment', defaultMessage: 'Comments on your posts' },
  reply: { id: 'notification.type.reply', defaultMessage: 'Replies to your comments' },
  like: { id: 'notification.type.like', defaultMessage: 'Likes' },
  message: { id: 'notification.type.message', defaultMessage: 'Messages' },
  post_approved: { id: 'notification.type.postApproved', defaultMessage: 'Posts approved' },
  post_rejected: { id: 'notification.type.postRejected', defaultMessage: 'Posts turned down' },
  withdrawal: { id: 'notification.type.withdrawal', defaultMessage: 'Withdrawals' },
  report_outcome: { id: 'notification.type.reportOutcome', defaultMessage: 'Outcomes of your reports' },
  creator_application: {
    id: 'notification.type.creatorApplication',
    defaultMessage: 'Your creator application',
  },
  trial_ending: { id: 'notification.type.trialEnding', defaultMessage: 'Free trials ending' },
  renewal_coming: { id: 'notification.type.renewalComing', defaultMessage: 'Renewals coming up' },
  data_export_ready: { id: 'notification.type.dataExportReady', defaultMessage: 'Data exports ready' },
} satisfies Record<NotificationType, unknown>);
