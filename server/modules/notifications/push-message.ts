/**
 * What a web push shows (issue 25): the notification's sentence in the member's language, worded
 * with the app's own ids (src/components/messages/notification-messages.ts, shared through
 * APP_MESSAGE_IDS) so the push reads as the centre does, and the page it opens. The payload's shape
 * is documented for client writers in docs/api.md ("Web push").
 */
import type { NotificationType } from '../../../src/contract/entities-notifications.ts';
import { notificationPath } from '../../../src/contract/notification-paths.ts';
import {
  notificationReason,
  notificationSentenceKey,
  type NotificationSentenceKey,
} from '../../../src/contract/notification-sentence.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import type { MessageId, ServerMessages } from '../../i18n/messages.ts';
import { priceText } from '../../i18n/price.ts';

/** The JSON a push carries; the service worker (public/push-sw.js) shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app page to open, with its language prefix. */
  url: string;
  /** Same tag, same notification on the device: a grouped like replaces the previous push of its group. */
  tag: string;
  icon: string;
  lang: Locale;
}

/** A notification as the push job reads it, with its actor and post. */
export interface PushedNotification {
  id: number;
  type: NotificationType;
  count: number;
  amountCents: number;
  planName: string;
  text: string;
  status: number;
  subscriptionId: number | null;
  groupKey: string | null;
  actor: { nickname: string; username: string; uuid: string } | null;
  post: { id: number; title: string; username: string } | null;
}

export const PUSH_TITLE = 'FanVault';
export const PUSH_ICON = '/pwa-192x192.png';

/** The labels of a rejection's reason code (src/components/molecules/rejection-reason). */
const REVIEW_REASON_IDS: Record<string, MessageId> = {
  'illegal-content': 'review.reason.illegalContent',
  'minor-safety': 'review.reason.minorSafety',
  'non-consensual': 'review.reason.nonConsensual',
  copyright: 'review.reason.copyright',
  spam: 'review.reason.spam',
  'misleading-price': 'review.reason.misleadingPrice',
  'poor-quality': 'review.reason.poorQuality',
  other: 'review.reason.other',
};

/** The labels of a report's outcome as the reporter reads it (src/components/messages/report-outcome-messages.ts). */
const REPORT_OUTCOME_IDS: Record<string, MessageId> = {
  dismiss: 'myReports.outcome.dismiss',
  warn: 'myReports.outcome.warn',
  'hide-post': 'myReports.outcome.hidePost',
  suspend: 'myReports.outcome.suspend',
  resolved: 'myReports.outcome.resolved',
};

/** Each sentence's id in the app's catalogue (notification-messages.ts). */
const SENTENCE_IDS: Record<NotificationSentenceKey, MessageId> = {
  subscriber: 'notification.subscriber',
  renewal: 'notification.renewal',
  cancellation: 'notification.cancellation',
  tip: 'notification.tip',
  purchase: 'notification.purchase',
  message_purchase: 'notification.messagePurchase',
  comment: 'notification.comment',
  reply: 'notification.reply',
  like: 'notification.like',
  message: 'notification.message',
  post_approved: 'notification.postApproved',
  post_rejected: 'notification.postRejected',
  withdrawal_passed: 'notification.withdrawalPassed',
  withdrawal_completed: 'notification.withdrawalCompleted',
  withdrawal_failed: 'notification.withdrawalFailed',
  report_outcome: 'notification.reportOutcome',
  creator_application_approved: 'notification.creatorApplicationApproved',
  creator_application_refused: 'notification.creatorApplicationRefused',
  trial_ending: 'notification.trialEnding',
  renewal_coming: 'notification.renewalComing',
  data_export_ready: 'notification.dataExportReady',
};

/** A reason as the member reads it: a code's label (an unknown code as it is), or the operator's own words. */
function reasonOf(notice: PushedNotification, locale: Locale, messages: ServerMessages): string {
  const reason = notificationReason(notice);
  if ('words' in reason) return reason.words;
  const id = (reason.labels === 'review-reason' ? REVIEW_REASON_IDS : REPORT_OUTCOME_IDS)[reason.code];
  return id ? messages.format(locale, id) : reason.code;
}

/** The push of `notice` for a member reading `locale`. */
export function pushPayloadOf(
  notice: PushedNotification,
  locale: Locale,
  messages: ServerMessages,
): PushPayload {
  // As the centre words it (notification-sentence.ts): "Someone" for an account that is gone.
  const name = notice.actor
    ? notice.actor.nickname || notice.actor.username
    : messages.format(locale, 'notification.someone');
  const body = messages.format(locale, SENTENCE_IDS[notificationSentenceKey(notice)], {
    name,
    count: notice.count,
    post: notice.post?.title || messages.format(locale, 'notification.untitledPost'),
    amount: priceText(locale, centsToAmount(notice.amountCents)),
    plan: notice.planName,
    reason: reasonOf(notice, locale, messages),
    date:
      notice.type === 'trial_ending' ||
      notice.type === 'renewal_coming' ||
      notice.type === 'data_export_ready'
        ? Date.parse(notice.text) || 0
        : 0,
  });
  const path = notificationPath({
    type: notice.type,
    post: notice.post,
    actorUuid: notice.actor?.uuid ?? null,
    status: notice.status,
    subscriptionId: notice.subscriptionId,
  });
  return {
    title: PUSH_TITLE,
    body,
    url: `/${locale}${path}`,
    tag: notice.groupKey ?? `notification:${notice.id}`,
    icon: PUSH_ICON,
    lang: locale,
  };
}
