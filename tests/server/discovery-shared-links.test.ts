/**
 * Shared links (issue 11): `/{lang}/{username}` and `/{lang}/{username}/{id}` answer the app's
 * document with the page's title and Open Graph / Twitter card tags (the avatar, or a post's
 * blurred preview, never an original; every value escaped; a locked post's document names no
 * original anywhere), and HTTP 404 with the app's document
 * for a creator or post that does not exist or is not that creator's, whatever the client accepts
 * (link-preview robots send `Accept: *\/*`); API, media and asset paths answer as before.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { addPost } from './helpers/discovery.ts';
import { newCreator, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;
let creator: Member;
let other: Member;
const ids = { free: 0, locked: 0, private: 0, otherPost: 0 };
const NICKNAME = 'Zoë "Ink" <Studio> & Co';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="Subscribe to the creators you love."\n/>\n<title>FanVault</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ distDir, seed: false });
  [creator, other] = [await newCreator(server), await newCreator(server)];
  await server.database.handle.db.execute(
    sql`update users set nickname = ${NICKNAME}, description = ${'Ink drawings </title><script>alert(1)</script>'}, thumb = ${'public/avatars/zoe.webp'} where id = ${creator.userId}`,
  );
  ids.free = await addPost(server, creator.userId, {
    title: 'Harbour at dawn',
    content: 'Ink & wash, 30 × 40 cm.',
  });
  ids.locked = await addPost(server, creator.userId, {
    title: 'Studio notes',
    articleType: ARTICLE_TYPE.buy,
  });
  ids.private = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.private });
  ids.otherPost = await addPost(server, other.userId);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** As a link-preview robot asks: no HTML in Accept. */
const robot = (url: string) => fetch(server.baseUrl + url, { headers: { accept: '*/*' } });
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("a creator's page", () => {
  it('answers the app with the share tags, the avatar and every value escaped', async () => {
    const response = await robot(`/en/${creator.username}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    const title = `${NICKNAME} (@${creator.username}) · FanVault`;
    expect(decode(metaOf(html, 'og:title')!)).toBe(title);
    expect(html).toContain(
      `<title>Zoë "Ink" &lt;Studio&gt; &amp; Co (@${creator.username}) · FanVault</title>`,
    );
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(`${server.config.publicUrl}/en/${creator.username}`);
    expect(metaOf(html, 'og:image')).toBe(`${server.config.publicUrl}/media/p/avatars/zoe.webp`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(decode(metaOf(html, 'og:description')!)).toBe('Ink drawings </title><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // Any letter case finds them; the tags name the account as it is spelt.
    const upper = await (await robot(`/en/${creator.username.toUpperCase()}`)).text();
    expect(metaOf(upper, 'og:url')).toBe(`${server.config.publicUrl}/en/${creator.username}`);
  });

  it('answers 404 with the app for a creator who does not exist, to robots and browsers alike', async () => {
    const response = await robot('/en/nobodyatall');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('og:title');
    const browser = await fetch(`${server.baseUrl}/ja/nobodyatall`, { headers: { accept: 'text/html' } });
    expect(browser.status).toBe(404);
    expect(await browser.text()).toContain('<html lang="ja"');
  });
});

describe('a post', () => {
  it("shows a post's title, text and blurred preview, never an original", async () => {
    for (const id of [ids.free, ids.locked]) {
      const response = await robot(`/fr/${creator.username}/${id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(metaOf(html, 'og:type')).toBe('article');
      expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${server.config.publicUrl}/media/p/posts/`));
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'og:locale')).toBe('fr');
      // The share tags name no original; the page's own data may, as a visitor's call answers it
      // (a free post's original is public, issue 24), but a locked post's carries none.
      const tags = [...html.matchAll(/<meta [^>]*>/g)].join('');
      expect(tags).not.toMatch(/\/media\/[oe]\//);
      if (id === ids.locked) expect(html).not.toMatch(/\/media\/[oe]\//);
    }
    const html = await (await robot(`/en/${creator.username}/${ids.free}`)).text();
    expect(decode(metaOf(html, 'og:title')!)).toBe(`Harbour at dawn · ${NICKNAME} · FanVault`);
    expect(decode(metaOf(html, 'og:description')!)).toBe('Ink & wash, 30 × 40 cm.');
    expect(metaOf(html, 'og:url')).toBe(`${server.config.publicUrl}/en/${creator.username}/${ids.free}`);
  });

  it("answers 404 for a post that is not that creator's, private, or missing", async () => {
    for (const url of [
      `/en/${creator.username}/${ids.otherPost}`,
      `/en/${creator.username}/${ids.private}`,
      `/en/${creator.username}/99999999`,
      `/en/nobodyatall/${ids.free}`,
    ])
      expect((await robot(url)).status, url).toBe(404);
  });
});

describe('other paths', () => {
  it('keeps app pages, API, media and assets as they were', async () => {
    expect((await robot('/en/home')).status).toBe(200);
    expect((await robot('/en/mine/buy')).status).toBe(200);
    expect((await robot('/fr/message/someone')).status).toBe(200);
    expect((await robot('/assets/app.js')).status).toBe(200);
    const missingAsset = await robot('/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    expect(await missingAsset.text()).toBe('Not Found');
    expect((await robot('/media/p/nothing.webp')).status).toBe(404);
    expect((await robot('/somewhere/else')).status).toBe(404);
    const api = await fetch(`${server.baseUrl}/api/article/nothing`, { method: 'POST' });
    expect(api.status).toBe(200);
  });
});

describe('an address the app has no page for', () => {
  it('answers 404 with the app (its 404 screen) to robots and browsers, with or without a language', async () => {
    for (const url of [
      '/en/home/extra',
      '/ar/mine/nope',
      '/en/official/nope',
      '/ja/mayafit/post',
      '/nowhere/at/all',
    ]) {
      const browser = await fetch(server.baseUrl + url, { headers: { accept: 'text/html' } });
      expect(browser.status, url).toBe(404);
      expect(await browser.text(), url).toMatch(/<div id="root">/);
    }
    expect((await robot('/en/home/extra')).status).toBe(404);
  });
});
