import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Notification } from '../../../contract/entities-notifications.ts';
import { notificationReason, notificationSentenceKey } from '../../../contract/notification-sentence.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { notificationSentenceMessages as sentences } from '../../messages/notification-messages.ts';
import { reportOutcomeMessages } from '../../messages/report-outcome-messages.ts';
import { rejectionReasonMessages } from '../rejection-reason/rejection-reason-messages.ts';

const messages = defineMessages({
  someone: { id: 'notification.someone', defaultMessage: 'Someone' },
  untitledPost: { id: 'notification.untitledPost', defaultMessage: 'Untitled post' },
});

/** A value of a sentence: text as it is (a name, a title), or a label to word in the member's language. */
export type SentenceText = string | MessageDescriptor;

/** Which sentence a notification reads as, and its values before they are worded and formatted. */
export interface NotificationSentence {
  message: MessageDescriptor;
  values: {
    name: SentenceText;
    count: number;
    post: SentenceText;
    plan: string;
    /** Currency units, formatted as prices are. */
    amount: number;
    reason: SentenceText;
    /** A moment (ms) the sentence words as a date: a trial's first charge; else 0. */
    date: number;
  };
}

function labelOf<Code extends string>(labels: Record<Code, MessageDescriptor>, code: string): SentenceText {
  return Object.hasOwn(labels, code) ? labels[code as Code] : code;
}

/** A reason as the app words it: a code's label (an unknown code as it is), or the operator's words. */
function reasonOf(notification: Notification): SentenceText {
  const reason = notificationReason(notification);
  if ('words' in reason) return reason.words;
  return reason.labels === 'review-reason'
    ? labelOf(rejectionReasonMessages, reason.code)
    : labelOf(reportOutcomeMessages, reason.code);
}

/**
 * The sentence a notification reads as (notification-messages.ts) and its values: the actor's
 * name (or "Someone" when their account is gone), the post's title, the plan, the amount, and the
 * reason as the app already labels it (a rejection reason, a report's outcome; a withdrawal's or
 * an application's refusal is the operator's own words).
 */
export function notificationSentenceOf(notification: Notification): NotificationSentence {
  const { actor, post } = notification;
  return {
    message: sentences[notificationSentenceKey(notification)],
    values: {
      name: actor ? actor.nickname || actor.username : messages.someone,
      count: notification.count,
      post: post?.title ? post.title : messages.untitledPost,
      plan: notification.plan_name,
      amount: notification.amount,
      reason: reasonOf(notification),
      date: CHARGE_DATE_TYPES.has(notification.type) ? Date.parse(notification.text) || 0 : 0,
    },
  };
}

/** The types whose `text` is a moment the sentence names (a coming charge, an export's expiry). */
const CHARGE_DATE_TYPES: ReadonlySet<Notification['type']> = new Set([
  'trial_ending',
  'renewal_coming',
  'data_export_ready',
]);

/** Text from elsewhere (a name, a title) isolated, so it runs in its own direction inside the sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The notification's sentence in the member's language, amounts as prices. */
export function formatNotificationSentence(intl: IntlShape, notification: Notification): string {
  const { message, values } = notificationSentenceOf(notification);
  const word = (text: SentenceText) => (typeof text === 'string' ? text : intl.formatMessage(text));
  return intl.formatMessage(message, {
    name: isolate(word(values.name)),
    count: values.count,
    post: isolate(word(values.post)),
    plan: isolate(values.plan),
    amount: formatPrice(intl, values.amount),
    reason: word(values.reason),
    date: values.date,
  });
}
