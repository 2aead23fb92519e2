import { expect, test } from '@playwright/test';

/**
 * The production server's document for a page (server/http/app-shell.ts): the page's language
 * and direction before any script runs, and the chunks the page paints with preloaded, found in
 * the real build's manifest (a screen that moved would silently lose its preload otherwise).
 */
test('the Arabic home document is right-to-left and preloads its catalogue and screen', async ({
  request,
}) => {
  const response = await request.get('/ar/home', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  expect(preloads.some((href) => /^\/assets\/locales\/ar-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => /^\/assets\/home-screen-[\w-]+\.js$/.test(href))).toBe(true);
});
