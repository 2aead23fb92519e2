/**
 * The sandbox's hosted checkout page and its result page: server-rendered HTML in the order's
 * language (locales/server `sandbox.*`), right to left in Arabic, with no script at all (the
 * content security policy allows none), its three choices plain form POSTs.
 */
import { centsToAmount } from '../../../../../src/contract/rules/money-rules.ts';
import { directionOf, resolveLocale, type Locale } from '../../../../../src/i18n/locale-resolution.ts';
import type { MessageId, ServerMessages } from '../../../../i18n/messages.ts';
import { escapeHtml } from '../../../../mail/render-mail.ts';
import { payWayOfType } from '../../pay-ways.ts';
import type { CheckoutSession } from './sandbox-checkout.ts';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
body { margin: 0; background: #f4f4f7; color: #1b1b23; }
main { max-inline-size: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
.mode { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff4d6; color: #5c4400; font-size: 0.875rem; }
h1 { margin: 0 0 1rem; font-size: 1.375rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.25rem; }
dt { color: #5b5b6b; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; }
.note { color: #5b5b6b; font-size: 0.875rem; }
form { margin: 0.5rem 0 0; }
button { inline-size: 100%; padding: 0.75rem 1rem; border: 1px solid transparent; border-radius: 8px;
  font: inherit; font-weight: 600; cursor: pointer; }
.approve { background: #1f6f43; color: #fff; }
.decline { background: #a32121; color: #fff; }
.expire { background: #fff; color: #1b1b23; border-color: #b9b9c6; }
button:focus-visible { outline: 3px solid #3b5bdb; outline-offset: 2px; }
`;

function localeOf(session: Pick<CheckoutSession, 'locale'>): Locale {
  return resolveLocale(session.locale);
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function amountText(locale: Locale, session: Pick<CheckoutSession, 'amountCents' | 'currency'>): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: session.currency }).format(
    centsToAmount(session.amountCents),
  );
}

/** The checkout of an open session: what is bought, for how much, how, and the three choices. */
export function checkoutPage(messages: ServerMessages, session: CheckoutSession, now: Date): string {
  const locale = localeOf(session);
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    escapeHtml(messages.format(locale, id, values));
  const way = payWayOfType(session.paymentType);
  const minutes = Math.max(1, Math.ceil((session.expiresAt.getTime() - now.getTime()) / 60_000));
  const action = (choice: string) => `/sandbox/checkout/${encodeURIComponent(session.id)}/${choice}`;
  const body = `<p class="mode">${t('sandbox.checkout.testMode')}</p>
<h1>${t('sandbox.checkout.title')}</h1>
<dl>
<dt>${t('sandbox.checkout.item')}</dt><dd>${escapeHtml(session.description)}</dd>
<dt>${t('sandbox.checkout.amount')}</dt><dd class="amount">${escapeHtml(amountText(locale, session))}</dd>
<dt>${t('sandbox.checkout.payWay')}</dt><dd>${way ? t(way.nameId) : ''}</dd>
</dl>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">${t('sandbox.checkout.approve')}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${t('sandbox.checkout.decline')}</button></form>
<form method="post" action="${action('expire')}"><button class="expire" type="submit">${t('sandbox.checkout.expire')}</button></form>
<p class="note">${t('sandbox.checkout.expiresIn', { minutes })}</p>`;
  return page(locale, messages.format(locale, 'sandbox.checkout.title'), body);
}

const RESULT: Record<string, MessageId> = {
  approved: 'sandbox.result.approved',
  declined: 'sandbox.result.declined',
  expired: 'sandbox.result.expired',
  refunded: 'sandbox.result.refunded',
  disputed: 'sandbox.result.disputed',
};

/** A finished session: what became of the payment, and where to go now. */
export function resultPage(messages: ServerMessages, session: CheckoutSession): string {
  const locale = localeOf(session);
  const t = (id: MessageId) => escapeHtml(messages.format(locale, id));
  const heading = RESULT[session.status] ?? 'sandbox.result.expired';
  const body = `<p class="mode">${t('sandbox.checkout.testMode')}</p>
<h1>${t(heading)}</h1>
<dl>
<dt>${t('sandbox.checkout.item')}</dt><dd>${escapeHtml(session.description)}</dd>
<dt>${t('sandbox.checkout.amount')}</dt><dd class="amount">${escapeHtml(amountText(locale, session))}</dd>
</dl>
<p>${t('sandbox.result.close')}</p>`;
  return page(locale, messages.format(locale, heading), body);
}

/** No such checkout, in the reader's language. */
export function missingPage(messages: ServerMessages, locale: Locale): string {
  const text = escapeHtml(messages.format(locale, 'sandbox.checkout.notFound'));
  return page(locale, messages.format(locale, 'sandbox.checkout.notFound'), `<h1>${text}</h1>`);
}
