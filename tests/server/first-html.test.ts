/**
 * The first HTML of the first-visit pages (src/contract/first-html.ts) as the server serves it: the
 * build's `.server/` module renders the landing, home and the shared links for the page's language
 * (home and a search with the first page of data their documents carry; a creator's page and a
 * post in document-preload.test.ts, which seeds them), never for other pages, a search without a
 * term or an address without its language; the module itself is never served; the start script runs under the content security
 * policy by its hash. The module here stands in for the built one, so what is asserted is the
 * server's part; e2e (app-shell-document.spec.ts) renders the real one in Chromium.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_FILTER } from '../../src/contract/enums.ts';
import {
  COOKIE_AGREEMENT_KEY,
  COOKIES_AGREED_ATTRIBUTE,
  FIRST_HTML_DIR,
  FIRST_HTML_MODULE,
  FIRST_HTML_START_SCRIPT,
  MEMBER_ATTRIBUTE,
  SESSION_STORAGE_KEY,
} from '../../src/contract/first-html.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;

const HOME_FIRST_PAGE_MARK = 'data';
const SHARED_PAGE_MARK = 'shared';

/** Renders what it was asked, so a test sees which page, language, query and data reached it. */
const RENDERER = `export async function renderFirstHtml(page) {
  globalThis.rendersOfJa = (globalThis.rendersOfJa ?? 0) + (page.locale === 'ja' ? 1 : 0);
  if (page.locale === 'ja') throw new Error('broken');
  const data = page.home ? ' ${HOME_FIRST_PAGE_MARK}=' + page.home.filter_by + ':' + page.home.locale : '';
  const shared = page.shared ? ' ${SHARED_PAGE_MARK}=' + page.shared.page + ':' + page.shared.term : '';
  return '<p>' + page.path + ' ' + page.locale + ' [' + page.search + ']' + data + shared + '</p>';
}`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-first-html-'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>FanVault</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(distDir, FIRST_HTML_DIR));
  await writeFile(path.join(distDir, FIRST_HTML_DIR, FIRST_HTML_MODULE), RENDERER);
  server = await startTestServer({ distDir, seed: false });
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const page = async (url: string) => {
  const response = await fetch(server.baseUrl + url, { headers: { accept: HTML } });
  return {
    status: response.status,
    text: await response.text(),
    csp: response.headers.get('content-security-policy'),
  };
};
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('the first HTML of the first-visit pages', () => {
  it("renders the landing in the page's language, inert inside the root", async () => {
    expect(root((await page('/en')).text)).toContain('<div data-first-html inert><p>/en en []</p></div>');
    expect(root((await page('/ar')).text)).toContain('<p>/ar ar []</p>');
  });

  it('renders home with its tab and the first page of data its document carries', async () => {
    const popular = root((await page('/fr/home')).text);
    expect(popular).toContain(`<p>/fr/home fr [] ${HOME_FIRST_PAGE_MARK}=${LIST_FILTER.popular}:fr</p>`);
    const newest = root((await page('/fr/home?tab=new&utm=x')).text);
    expect(newest).toContain(`<p>/fr/home fr [tab=new] ${HOME_FIRST_PAGE_MARK}=${LIST_FILTER.new}:fr</p>`);
  });

  it('renders a search with the first page of data its document carries (issue 24)', async () => {
    const found = root((await page('/de/search?q=%20yoga%20')).text);
    expect(found).toContain(`<p>/de/search de [q=%20yoga%20] ${SHARED_PAGE_MARK}=search:yoga</p>`);
  });

  it('renders no other page, nor an address without its language, which the app redirects', async () => {
    for (const url of ['/en/mine', '/en/publish', '/home', '/', '/en/search', '/search?q=yoga']) {
      const { text } = await page(url);
      expect(text, url).toContain('<div id="root"></div>');
      expect(text, url).not.toContain('<script>');
    }
  });

  it('serves the page without first HTML when the render fails: the app paints it', async () => {
    const { status, text } = await page('/ja');
    expect(status).toBe(200);
    expect(text).toContain('<html lang="ja"');
    expect(text).toContain('<div id="root"></div>');
    // Not remembered as missing: the next visit tries again.
    await page('/ja');
    expect((globalThis as { rendersOfJa?: number }).rendersOfJa).toBe(2);
  });

  it("never serves the server's module", async () => {
    const response = await fetch(`${server.baseUrl}/${FIRST_HTML_DIR}/${FIRST_HTML_MODULE}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderFirstHtml');
  });

  it('lets the start script run by its hash, and no other inline script', async () => {
    const { text, csp } = await page('/en');
    expect(text).toContain(`<script>${FIRST_HTML_START_SCRIPT}</script>`);
    const hash = createHash('sha256').update(FIRST_HTML_START_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(csp).not.toContain("'unsafe-inline';style");
  });

  it("marks a visitor who accepted cookies before the first paint, so the document's banner never shows (issue 24)", () => {
    /** The attributes the start script sets on `<html>` for a browser holding `stored`. */
    const marksFor = (stored: Record<string, string>) => {
      const marks: string[] = [];
      const document = {
        documentElement: { setAttribute: (name: string) => marks.push(name) },
        getElementById: () => null,
        addEventListener: () => undefined,
      };
      const localStorage = { getItem: (key: string) => stored[key] ?? null };
      new Function('document', 'localStorage', FIRST_HTML_START_SCRIPT)(document, localStorage);
      return marks;
    };
    expect(marksFor({ [COOKIE_AGREEMENT_KEY]: '1' })).toEqual([COOKIES_AGREED_ATTRIBUTE]);
    expect(marksFor({})).toEqual([]);
    expect(marksFor({ [SESSION_STORAGE_KEY]: '{"token":"t"}' })).toEqual([MEMBER_ATTRIBUTE]);
  });
});
