/**
 * Server-side messages (locales/server/{lang}.json), compiled once at start and formatted per
 * request; where the server says what the app says, it formats the app's id from the app's
 * catalogue (locales/{lang}.json) instead of keeping the text twice (docs/decisions/one-id-per-text.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../src/i18n/locale-resolution.ts';
import en from '../../locales/server/en.json' with { type: 'json' };

/**
 * The app catalogue's ids the server formats too: the names of the ways to pay, and the texts of
 * the plan and publish form rules the app checks before sending (server/http/rule-messages.ts),
 * and the refusals the app also says itself: the plan limit and plan order
 * (server/modules/plans/plans.service.ts), an ended session, a card that cannot pay, one's own
 * plan or post, a plan off sale, an amount outside a pay way's range (server/modules/payments/)
 * and a chat without a subscription (server/modules/chat/), and a web push's sentence
 * (server/modules/notifications/push-message.ts).
 */
export const APP_MESSAGE_IDS = [
  'payment.type.creditCard',
  'payment.type.aliPay',
  'payment.type.linePay',
  'payment.type.paypal',
  'payment.type.unionPay',
  'payment.type.usdt',
  'payment.type.other',
  'rule.plan.name.required',
  'rule.trackingLink.name.required',
  'rule.trackingLink.name.length',
  'rule.fanList.name.required',
  'rule.fanList.name.length',
  'rule.trialLink.days',
  'rule.trialLink.claims',
  'rule.trialLink.expiry',
  'trialClaim.refusal.expired',
  'trialClaim.refusal.ended',
  'trialClaim.refusal.full',
  'trialClaim.refusal.planOff',
  'trialClaim.refusal.blocked',
  'trialClaim.refusal.claimed',
  'trialClaim.refusal.subscribed',
  'rule.plan.name.length',
  'rule.plan.content.required',
  'rule.plan.content.length',
  'rule.plan.price',
  'rule.plan.unlockDays',
  'rule.plan.expireDays',
  'rule.plan.picture',
  'rule.feedback.type',
  'rule.feedback.content.required',
  'rule.feedback.content.length',
  'dialog.feedback.uploadLimit',
  'rule.profile.nickname.required',
  'rule.profile.nickname.length',
  'rule.profile.description.length',
  'rule.profile.picture',
  'rule.profile.socialLink',
  'publish.title.required',
  'publish.title.length',
  'publish.content.required',
  'publish.files.required',
  'publish.files.max',
  'publish.schedule.past',
  'content.maxSubPlan',
  'info.firstItem',
  'info.lastItem',
  'content.tokenExpired',
  'info.invalidCard',
  'info.subscribeBeforeChat',
  'message.error.shopBuySelf',
  'message.error.subscribeSelf',
  'message.error.subscriptionNotFound',
  'payment.error.amountRange',
  // Web push (server/modules/notifications/push-message.ts): each notification's sentence, and the
  // labels it names a rejection's reason and a report's outcome by.
  'notification.subscriber',
  'notification.renewal',
  'notification.cancellation',
  'notification.trialEnding',
  'notification.renewalComing',
  'notification.dataExportReady',
  'notification.tip',
  'notification.purchase',
  'notification.messagePurchase',
  'notification.comment',
  'notification.reply',
  'notification.like',
  'notification.message',
  'notification.postApproved',
  'notification.postRejected',
  'notification.withdrawalPassed',
  'notification.withdrawalCompleted',
  'notification.withdrawalFailed',
  'notification.reportOutcome',
  'notification.creatorApplicationApproved',
  'notification.creatorApplicationRefused',
  'review.reason.illegalContent',
  'review.reason.minorSafety',
  'review.reason.nonConsensual',
  'review.reason.copyright',
  'review.reason.spam',
  'review.reason.misleadingPrice',
  'review.reason.poorQuality',
  'review.reason.other',
  'myReports.outcome.dismiss',
  'myReports.outcome.warn',
  'myReports.outcome.hidePost',
  'myReports.outcome.suspend',
  'myReports.outcome.resolved',
  'notification.someone',
  'notification.untitledPost',
  // The new-device mail's place, as the devices list words it (server/mail/render-mail.ts).
  'devices.network',
  'devices.title',
] as const;

/** Every message id the server can send: its en.json's, and the app's it shares (APP_MESSAGE_IDS). */
export type MessageId = keyof typeof en | (typeof APP_MESSAGE_IDS)[number];
export type MessageValues = Record<string, string | number>;

export const SERVER_LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'locales',
  'server',
);

/** The app's catalogues, for APP_MESSAGE_IDS. */
export const APP_LOCALES_DIR = path.join(SERVER_LOCALES_DIR, '..');

/** Intl locale tags for the product's locale codes. */
const INTL_TAG: Partial<Record<Locale, string>> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };

/** The Intl locale tag of one of the product's locales. */
export function intlTagOf(locale: Locale): string {
  return INTL_TAG[locale] ?? locale;
}

/**
 * The app's texts mark a name that may run in the other direction with `<bdi>`; a plain-text
 * answer isolates it with FSI … PDI (U+2068, U+2069), the characters' equivalent.
 */
const TAGS = { bdi: (chunks: string[]) => `\u2068${chunks.join('')}\u2069` };

export interface ServerMessages {
  format(locale: Locale, id: MessageId, values?: MessageValues): string;
}

/** Loads and compiles every locale; throws at start when a catalogue is missing a key or is not valid ICU. */
export function loadServerMessages(
  dir: string = SERVER_LOCALES_DIR,
  appDir: string = APP_LOCALES_DIR,
): ServerMessages {
  const ids = Object.keys(en) as (keyof typeof en)[];
  const compiled = new Map<Locale, Map<MessageId, IntlMessageFormat>>();
  for (const locale of SUPPORTED_LOCALES) {
    const catalogue = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const appCatalogue = JSON.parse(readFileSync(path.join(appDir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    const formats = new Map<MessageId, IntlMessageFormat>();
    const add = (id: MessageId, text: string | undefined, file: string) => {
      if (typeof text !== 'string') throw new Error(`${file} is missing ${id}`);
      formats.set(id, new IntlMessageFormat(text, intlTagOf(locale)));
    };
    for (const id of ids) add(id, catalogue[id], `locales/server/${locale}.json`);
    for (const id of APP_MESSAGE_IDS) add(id, appCatalogue[id], `locales/${locale}.json`);
    compiled.set(locale, formats);
  }
  return {
    format(locale, id, values) {
      const message = compiled.get(locale)?.get(id) ?? compiled.get(DEFAULT_LOCALE)?.get(id);
      if (!message) return id;
      return String(message.format({ ...TAGS, ...values }));
    },
  };
}
