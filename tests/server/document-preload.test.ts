/**
 * The app's document for a first visit to home preloads the picture home paints largest (its
 * first feed picture as a visitor sees it), the very URL the feed call then answers, so the
 * browser fetches it beside the JavaScript (issue 8, Lighthouse: home's LCP).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListCall } from '../../src/contract/calls/article-get-list.ts';
import { LIST_FILTER } from '../../src/contract/enums.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>FanVault</title></head><body></body></html>',
  );
  server = await startTestServer({ distDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const documentOf = async (url: string) =>
  (await fetch(server.baseUrl + url, { headers: { accept: HTML } })).text();
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );

async function visitorsFirstPicture(filter: number) {
  const body = (await server.call('article/getList', { filter_by: filter, page: 1, limit: 10 })).body;
  const first = getListCall.response.parse(body.data).list[0]!.url[0]!;
  return first.url ?? first.url_blur;
}

describe("the document of home's first visit", () => {
  it('preloads the first picture of the popular feed, the URL the feed call answers a visitor', async () => {
    const expected = await visitorsFirstPicture(LIST_FILTER.popular);
    expect(imagePreloads(await documentOf('/en/home'))).toEqual([expected]);
    // In every language.
    expect(imagePreloads(await documentOf('/ar/home'))).toEqual([expected]);
    // The picture is there to fetch.
    expect((await fetch(server.baseUrl + expected)).status).toBe(200);
  });

  it('preloads no picture for the New tab, the landing or another page', async () => {
    for (const url of ['/en/home?tab=new', '/en', '/en/search', '/en/mine'])
      expect(imagePreloads(await documentOf(url)), url).toEqual([]);
  });
});
