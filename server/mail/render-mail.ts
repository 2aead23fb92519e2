/**
 * Turns a mail request into the subject, plain text and HTML the recipient reads, in their
 * language. The HTML is deliberately plain (no images, no layout tables): it reads well in every
 * client, in screen readers and in right-to-left languages.
 */
import { directionOf } from '../../src/i18n/locale-resolution.ts';
import type { MessageId, ServerMessages } from '../i18n/messages.ts';
import type { MailRequest, MailTemplates, RenewalFailure } from './mailer.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One paragraph of a message: running text, a value the reader has to copy, or someone's words
 * quoted as written (line breaks kept, in whatever direction their script runs).
 */
type MailBlock =
  | { kind: 'text'; value: string }
  | { kind: 'code'; value: string }
  | { kind: 'quote'; value: string }
  | { kind: 'link'; value: string; label: string };

interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const EMAIL_CODE_TEXT = {
  5: { subject: 'mail.emailCode.signIn.subject', intro: 'mail.emailCode.signIn.intro' },
  4: { subject: 'mail.emailCode.confirmEmail.subject', intro: 'mail.emailCode.confirmEmail.intro' },
} as const satisfies Record<MailTemplates['emailCode']['purpose'], { subject: MessageId; intro: MessageId }>;

const RENEWAL_REASON_TEXT = {
  card_declined: 'server.payment.reason.card_declined',
  declined: 'server.payment.reason.declined',
  no_card: 'server.payment.reason.no_card',
  plan_unavailable: 'server.payment.reason.plan_unavailable',
  price_raised: 'server.payment.reason.price_raised',
  spending_cap: 'server.payment.reason.spending_cap',
} as const satisfies Record<RenewalFailure, MessageId>;

const WITHDRAWAL_TEXT = {
  passed: {
    subject: 'mail.withdrawal.passed.subject',
    intro: 'mail.withdrawal.passed.intro',
    next: 'mail.withdrawal.passed.next',
  },
  completed: {
    subject: 'mail.withdrawal.completed.subject',
    intro: 'mail.withdrawal.completed.intro',
    next: null,
  },
  failed: {
    subject: 'mail.withdrawal.failed.subject',
    intro: 'mail.withdrawal.failed.intro',
    next: 'mail.withdrawal.failed.next',
  },
} as const satisfies Record<
  MailTemplates['withdrawalDecided']['outcome'],
  { subject: MessageId; intro: MessageId; next: MessageId | null }
>;

const TEMPLATES: { [K in keyof MailTemplates]: (t: Translate, values: MailTemplates[K]) => MailContent } = {
  creatorApproved(t, { nickname }) {
    return {
      subject: t('mail.creatorApproved.subject'),
      blocks: [
        { kind: 'text', value: t('mail.creatorApproved.intro', { nickname }) },
        { kind: 'text', value: t('mail.creatorApproved.next') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  creatorRejected(t, { nickname, reason }) {
    return {
      subject: t('mail.creatorRejected.subject'),
      blocks: [
        { kind: 'text', value: t('mail.creatorRejected.intro', { nickname }) },
        // The reviewer's words as typed, in their own direction and with their line breaks.
        { kind: 'quote', value: reason },
        { kind: 'text', value: t('mail.creatorRejected.again') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  renewalFailed(t, { plan, creator, reason }) {
    return {
      subject: t('mail.renewalFailed.subject', { creator }),
      blocks: [
        { kind: 'text', value: t('mail.renewalFailed.intro', { plan, creator }) },
        { kind: 'text', value: t(RENEWAL_REASON_TEXT[reason]) },
        { kind: 'text', value: t('mail.renewalFailed.access', { creator }) },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  trialEnding(t, { plan, creator, date, price, cancelUrl }) {
    return {
      subject: t('mail.trialEnding.subject', { creator }),
      blocks: [
        { kind: 'text', value: t('mail.trialEnding.intro', { plan, creator, date, price }) },
        { kind: 'text', value: t('mail.trialEnding.cancel') },
        { kind: 'link', value: cancelUrl, label: t('mail.chargeNotice.cancelLink') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  dataExportReady(t, { date, link }) {
    return {
      subject: t('mail.dataExportReady.subject'),
      blocks: [
        { kind: 'text', value: t('mail.dataExportReady.intro', { date }) },
        { kind: 'link', value: link, label: t('mail.dataExportReady.link') },
        { kind: 'text', value: t('mail.dataExportReady.ifNotYou') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  renewalComing(t, { plan, creator, date, price, cancelUrl }) {
    return {
      subject: t('mail.renewalComing.subject', { creator, date }),
      blocks: [
        { kind: 'text', value: t('mail.renewalComing.intro', { plan, creator, date, price }) },
        { kind: 'text', value: t('mail.renewalComing.cancel') },
        { kind: 'link', value: cancelUrl, label: t('mail.chargeNotice.cancelLink') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  reportWarning(t, { reason }) {
    return {
      subject: t('mail.reportWarning.subject'),
      blocks: [
        { kind: 'text', value: t('mail.reportWarning.intro') },
        { kind: 'quote', value: reason },
        { kind: 'text', value: t('mail.reportWarning.next') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  reportClosed(t, { name }) {
    return {
      subject: t('mail.reportClosed.subject'),
      blocks: [
        { kind: 'text', value: t('mail.reportClosed.intro', { name }) },
        { kind: 'text', value: t('mail.reportClosed.next') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  feedbackReply(t, { message }) {
    return {
      subject: t('mail.feedbackReply.subject'),
      blocks: [
        { kind: 'text', value: t('mail.feedbackReply.intro') },
        { kind: 'quote', value: message },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  withdrawalDecided(t, { amount, outcome, detail }) {
    const text = WITHDRAWAL_TEXT[outcome];
    const blocks: MailBlock[] = [{ kind: 'text', value: t(text.intro, { amount }) }];
    // The payout's reference is a value to copy; a failure's reason is the operator's own words.
    if (outcome === 'completed' && detail) blocks.push({ kind: 'code', value: detail });
    if (outcome === 'failed' && detail) blocks.push({ kind: 'quote', value: detail });
    if (text.next) blocks.push({ kind: 'text', value: t(text.next) });
    blocks.push({ kind: 'text', value: t('mail.signature') });
    return { subject: t(text.subject, { amount }), blocks };
  },
  newDeviceSignIn(t, { browser, os, network, time, link }) {
    const unknown = t('mail.newDevice.unknown');
    return {
      subject: t('mail.newDevice.subject'),
      blocks: [
        { kind: 'text', value: t('mail.newDevice.intro') },
        {
          kind: 'text',
          value: t('mail.newDevice.browser', { browser: browser || unknown, os: os || unknown }),
        },
        { kind: 'text', value: t('devices.network', { network: network || unknown }) },
        { kind: 'text', value: t('mail.newDevice.time', { time }) },
        { kind: 'text', value: t('mail.newDevice.ifYou') },
        { kind: 'text', value: t('mail.newDevice.ifNotYou') },
        { kind: 'link', value: link, label: t('devices.title') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
  emailCode(t, { code, minutes, purpose }) {
    const text = EMAIL_CODE_TEXT[purpose];
    return {
      subject: t(text.subject),
      blocks: [
        { kind: 'text', value: t(text.intro) },
        { kind: 'code', value: code },
        { kind: 'text', value: t('mail.emailCode.expiry', { minutes }) },
        { kind: 'text', value: t('mail.emailCode.ignore') },
        { kind: 'text', value: t('mail.signature') },
      ],
    };
  },
};

/** Renders a request in its recipient's locale. */
export function renderMail(messages: ServerMessages, request: MailRequest): RenderedMail {
  const t: Translate = (id, values) => messages.format(request.locale, id, values);
  const render = TEMPLATES[request.template] as (t: Translate, values: MailRequest['values']) => MailContent;
  const content = render(t, request.values);
  return {
    subject: content.subject,
    text: `${content.blocks.map(plainTextOf).join('\n\n')}\n`,
    html: htmlOf(content, request.locale),
  };
}

/** A block as the plain-text part reads it: a link as its label and its address. */
const plainTextOf = (block: MailBlock) =>
  block.kind === 'link' ? `${block.label}: ${block.value}` : block.value;

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlOf(content: MailContent, locale: string): string {
  const paragraphs = content.blocks.map((block) => {
    if (block.kind === 'code')
      // A code reads left to right even inside Arabic text; large and spaced so it is easy to copy.
      return `<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:Menlo,Consolas,monospace;margin:24px 0">${escapeHtml(block.value)}</p>`;
    if (block.kind === 'quote')
      // Someone else's words: their line breaks kept, their direction taken from their own text.
      return `<blockquote dir="auto" style="margin:0 0 16px;padding-inline-start:12px;border-inline-start:3px solid #d0d0d0;white-space:pre-wrap">${escapeHtml(block.value)}</blockquote>`;
    if (block.kind === 'link')
      // A button-sized target, easy to tap on a phone.
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.value)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#1a1a1a;color:#ffffff;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
    return `<p style="margin:0 0 16px">${escapeHtml(block.value)}</p>`;
  });
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}" dir="${directionOf(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<main style="max-width:480px">',
    ...paragraphs,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
