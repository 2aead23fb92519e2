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

/** One paragraph of a message: running text, or a value the reader has to copy. */
type MailBlock = { kind: 'text'; value: string } | { kind: 'code'; value: string };

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
} as const satisfies Record<RenewalFailure, MessageId>;

const TEMPLATES: { [K in keyof MailTemplates]: (t: Translate, values: MailTemplates[K]) => MailContent } = {
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
    text: `${content.blocks.map((block) => block.value).join('\n\n')}\n`,
    html: htmlOf(content, request.locale),
  };
}

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
  const paragraphs = content.blocks.map((block) =>
    block.kind === 'code'
      ? // A code reads left to right even inside Arabic text; large and spaced so it is easy to copy.
        `<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:4px;font-family:Menlo,Consolas,monospace;margin:24px 0">${escapeHtml(block.value)}</p>`
      : `<p style="margin:0 0 16px">${escapeHtml(block.value)}</p>`,
  );
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
