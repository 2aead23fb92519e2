/**
 * GET /payments/return?result=success|cancel&lang=…: where Stripe's checkout sends the fan back
 * (its success and cancel URLs). The app opened Stripe's page in a window of its own and follows
 * the order by polling, so this window only has to say what happened and that it can be closed,
 * in the order's language (its `lang`), with a link into the app's purchases for a fan who lands
 * here in their only window. It reads nothing and changes nothing: the order's outcome comes from
 * Stripe's webhook, never from this address, which anyone can open.
 */
import type { FastifyInstance } from 'fastify';
import { directionOf, isSupportedLocale, type Locale } from '../../../../../src/i18n/locale-resolution.ts';
import { resolveAcceptLanguage } from '../../../../i18n/accept-language.ts';
import type { ServerMessages } from '../../../../i18n/messages.ts';
import { escapeHtml } from '../../../../mail/render-mail.ts';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
body { margin: 0; background: #f4f4f7; color: #1b1b23; }
main { max-inline-size: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
h1 { margin: 0 0 1rem; font-size: 1.375rem; }
p { line-height: 1.5; }
a { color: #3b3bc4; font-weight: 600; }
a:focus-visible { outline: 3px solid #3b5bdb; outline-offset: 2px; }
`;

/** The page for one outcome in one language. */
export function returnPage(messages: ServerMessages, locale: Locale, result: 'success' | 'cancel'): string {
  const title = messages.format(locale, `payment.return.${result}.title`);
  const text = messages.format(locale, `payment.return.${result}.text`);
  const back = messages.format(locale, 'payment.return.back');
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
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/${locale}/mine/buy">${escapeHtml(back)}</a></p>
</main>
</body>
</html>
`;
}

export async function stripeReturnRoutes(app: FastifyInstance, deps: { messages: ServerMessages }) {
  app.get<{ Querystring: { result?: string; lang?: string } }>('/payments/return', async (request, reply) => {
    const result = request.query.result === 'success' ? 'success' : 'cancel';
    const asked = typeof request.query.lang === 'string' ? request.query.lang.toLowerCase() : '';
    const locale = isSupportedLocale(asked)
      ? asked
      : resolveAcceptLanguage(request.headers['accept-language']);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(returnPage(deps.messages, locale, result));
  });
}
