/**
 * What a page's document carries beyond the shell (server/http/app-shell.ts): JSON data the app
 * reads at start, which no text in it can break out of, picture preloads for some screens only, and
 * the first HTML of the first-visit pages.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppShell, type AppShellDocument } from '../../server/http/app-shell.ts';
import {
  APP_START_ELEMENT_ID,
  FIRST_HTML_ATTRIBUTE,
  FIRST_HTML_START_SCRIPT,
} from '../../src/contract/first-html.ts';

let distDir: string;
let shell: AppShellDocument;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-shell-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>FanVault</title>' +
      '<script type="module" crossorigin src="/assets/index-aa11.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-bb22.js">\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  shell = loadAppShell(distDir);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

/** The text of the element with `id`, as the browser's parser would end it (at the first `</script`). */
function scriptText(html: string, id: string): string {
  const start = html.indexOf('>', html.indexOf(`id="${id}"`)) + 1;
  return html.slice(start, html.indexOf('</script', start));
}

describe("a page's document extras", () => {
  it('carries data that survives any text in it, "</script>", comments and replacement patterns included', () => {
    const value = { text: 'a</script><script>alert(1)</script><!-- $& $1 $` ب 小雨 \u2028', n: [1, null] };
    const html = shell.render('/en/home', 'en', { data: { elementId: 'first-page', value } });
    expect(html).toContain('<script type="application/json" id="first-page">');
    expect(JSON.parse(scriptText(html, 'first-page'))).toEqual(value);
    // At the end of the body, after the app's root.
    expect(html.indexOf('id="first-page"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('preloads pictures with high priority, limited to a media query where one is given', () => {
    const html = shell.render('/en/home', 'en', {
      pictures: [
        { href: '/media/p/covers/a.webp', media: '(max-width: 957px)' },
        { href: '/media/o/x.jpg?a=1&b=2' },
      ],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" media="(max-width: 957px)" href="/media/p/covers/a.webp">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/media/o/x.jpg?a=1&amp;b=2"></head>',
    );
  });

  it("puts a page's first HTML in the root, inert, with the start script before anything paints", () => {
    const html = shell.render('/en', 'en', { html: '<main><h1>Hi $& there</h1></main>' });
    expect(html).toContain(
      `<div id="root"><div ${FIRST_HTML_ATTRIBUTE} inert><main><h1>Hi $& there</h1></main></div></div>`,
    );
    // In <head>, before the stylesheet: a member's page is hidden from the first paint.
    const check = html.indexOf(`<script>${FIRST_HTML_START_SCRIPT}</script>`);
    expect(check).toBeGreaterThan(0);
    expect(check).toBeLessThan(html.indexOf('<title>'));
    // The element it reads comes before it, so it is there when the script runs.
    expect(html.indexOf(`id="${APP_START_ELEMENT_ID}"`)).toBeLessThan(check);
  });

  it("starts the app from the start script in a first-HTML document, the shell's and the page's modules with it", () => {
    const html = shell.render('/en', 'en', { html: '<main></main>' });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(JSON.parse(scriptText(html, APP_START_ELEMENT_ID))).toEqual({
      entry: '/assets/index-aa11.js',
      preload: ['/assets/framework-bb22.js'],
    });
    // Any other page keeps the built document's own script and preloads.
    const other = shell.render('/en/mine', 'en');
    expect(other).toContain('<script type="module" crossorigin src="/assets/index-aa11.js"></script>');
    expect(other).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-bb22.js">');
    expect(other).not.toContain(APP_START_ELEMENT_ID);
  });

  it('carries nothing extra without extras', () => {
    const html = shell.render('/en/home', 'en');
    expect(html).not.toContain('application/json');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(APP_START_ELEMENT_ID);
  });
});
