/**
 * The app's document for a first visit to home carries the page's data as a visitor's calls answer
 * it (src/contract/home-first-page.ts), so the app paints without calling first, and preloads the
 * pictures it paints largest: a phone's first two creator covers and the first feed picture, the
 * very URLs those calls answer, so the browser fetches them beside the JavaScript (issue 8,
 * Lighthouse: home's LCP).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { getNewCreatorCall } from '../../src/contract/calls/user-get-new-creator.ts';
import { LIST_FILTER } from '../../src/contract/enums.ts';
import { HOME_FIRST_PAGE_ELEMENT_ID, type HomeFirstPage } from '../../src/contract/home-first-page.ts';
import {
  countCreatorsAndPostsCall,
  getCreatorPostsCall,
} from '../../src/contract/calls/post-discovery-lists.ts';
import { getPostDetailCall } from '../../src/contract/calls/post-detail.ts';
import { getUserInfoByUuidCall } from '../../src/contract/calls/user-get-user-info-by-uuid.ts';
import {
  SHARED_PAGE_FIRST_PAGE_ELEMENT_ID,
  type SharedPageFirstPage,
} from '../../src/contract/shared-page-first-page.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../../src/contract/enums.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>FanVault</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ distDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const documentOf = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(server.baseUrl + url, { headers: { accept: HTML, ...headers } })).text();
const decodeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const imagePreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="image" fetchpriority="high"(?: media="([^"]+)")? href="([^"]+)">/g,
    ),
  ].map((m) => ({ href: decodeAttribute(m[2]!), ...(m[1] ? { media: decodeAttribute(m[1]) } : {}) }));
function firstPageOf(html: string): HomeFirstPage | undefined {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${HOME_FIRST_PAGE_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? (JSON.parse(match[1]!) as HomeFirstPage) : undefined;
}

async function visitorsAnswers(filter: number, locale = 'en') {
  const page = { page: 1, limit: 10 };
  const posts = getPostListCall.response.parse(
    (await server.call('article/getList', { filter_by: filter, ...page })).body.data,
  );
  const creators = getNewCreatorCall.response.parse(
    (await server.call('user/getNewCreator', page, { language: locale })).body.data,
  );
  return { posts, creators };
}

describe("the document of home's first visit", () => {
  it('carries the first page of the popular feed and of the newest creators as a visitor gets them', async () => {
    const { posts, creators } = await visitorsAnswers(LIST_FILTER.popular);
    expect(posts.list.length).toBeGreaterThan(0);
    expect(firstPageOf(await documentOf('/en/home'))).toEqual({
      locale: 'en',
      filter_by: LIST_FILTER.popular,
      posts,
      creators,
    });
  });

  it("carries the New tab's page for ?tab=new, and the creators in the page's language", async () => {
    const { posts, creators } = await visitorsAnswers(LIST_FILTER.new, 'ar');
    expect(firstPageOf(await documentOf('/ar/home?tab=new'))).toEqual({
      locale: 'ar',
      filter_by: LIST_FILTER.new,
      posts,
      creators,
    });
    // A path without a prefix takes the Accept-Language one, as the document's lang does.
    expect(firstPageOf(await documentOf('/home', { 'accept-language': 'ar' }))?.locale).toBe('ar');
  });

  it('preloads the first two covers on a phone and the first feed picture everywhere, all there to fetch', async () => {
    const { posts, creators } = await visitorsAnswers(LIST_FILTER.popular);
    const first = posts.list[0]!.url[0]!;
    const expected = [
      ...creators.list
        .slice(0, 2)
        .map((creator) => ({ href: creator.background, media: '(max-width: 957px)' })),
      { href: first.url ?? first.url_blur },
    ];
    expect(expected.every((picture) => picture.href)).toBe(true);
    expect(imagePreloads(await documentOf('/en/home'))).toEqual(expected);
    for (const { href } of expected) expect((await fetch(server.baseUrl + href)).status, href).toBe(200);
  });

  it('carries nothing and preloads no picture on the landing or another page', async () => {
    for (const url of ['/en', '/en/search', '/en/mine']) {
      const html = await documentOf(url);
      expect(imagePreloads(html), url).toEqual([]);
      expect(firstPageOf(html), url).toBeUndefined();
    }
  });
});

function sharedFirstPageOf(html: string): SharedPageFirstPage | undefined {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SHARED_PAGE_FIRST_PAGE_ELEMENT_ID}">(.*?)</script>`),
  );
  return match ? (JSON.parse(match[1]!) as SharedPageFirstPage) : undefined;
}

/** A visitor's call's answer, checked against its contract. */
async function visitorsAnswer<T>(
  call: { path: string; response: { parse(value: unknown): T } },
  payload: Record<string, unknown>,
): Promise<T> {
  return call.response.parse((await server.call(call.path, payload)).body.data);
}

describe('the document of a shared link (issue 24)', () => {
  const CREATOR = 'mayafit';

  async function creatorsFreePicturePost() {
    const profile = await visitorsAnswer(getUserInfoByUuidCall, { username: CREATOR });
    const posts = await visitorsAnswer(getCreatorPostsCall, { uuid: profile.uuid, page: 1, limit: 10 });
    const post = posts.list.find(
      (one) => one.article_type === ARTICLE_TYPE.free && one.resource_type === RESOURCE_TYPE.image,
    );
    expect(post, 'a free picture post of the seed').toBeDefined();
    return post!;
  }

  it("carries a creator page's profile, first posts and total as a visitor gets them, and preloads the cover and first picture", async () => {
    const html = await documentOf(`/en/${CREATOR}`);
    const profile = await visitorsAnswer(getUserInfoByUuidCall, { username: CREATOR });
    const posts = await visitorsAnswer(getCreatorPostsCall, { uuid: profile.uuid, page: 1, limit: 10 });
    const totals = await visitorsAnswer(countCreatorsAndPostsCall, { uuid: profile.uuid });
    expect(posts.list.length).toBeGreaterThan(0);
    expect(sharedFirstPageOf(html)).toEqual({
      page: 'creator',
      locale: 'en',
      username: CREATOR,
      profile,
      posts,
      totals,
    });
    const first = posts.list[0]!.url[0]!;
    const expected = [{ href: profile.background }, { href: first.url ?? first.url_blur }];
    expect(expected.every((picture) => picture.href)).toBe(true);
    expect(imagePreloads(html)).toEqual(expected);
    for (const { href } of expected) expect((await fetch(server.baseUrl + href)).status, href).toBe(200);
  });

  it("carries a post's detail as a visitor gets it and preloads its picture, the original of a free post", async () => {
    const { id } = await creatorsFreePicturePost();
    const html = await documentOf(`/en/${CREATOR}/${id}`);
    const detail = await visitorsAnswer(getPostDetailCall, { id, username: CREATOR });
    expect(sharedFirstPageOf(html)).toEqual({ page: 'post', id, username: CREATOR, detail });
    const original = detail.article.url[0]!.url;
    expect(original).toBeTruthy();
    expect(imagePreloads(html)).toEqual([{ href: original }]);
    expect((await fetch(server.baseUrl + original!)).status).toBe(200);
  });

  it("carries a search's first posts and counts as a visitor gets them, and preloads the first picture", async () => {
    const { title } = await creatorsFreePicturePost();
    const term = title.split(/\s+/)[0]!;
    const html = await documentOf(`/en/search?q=${encodeURIComponent(term)}`);
    const posts = await visitorsAnswer(getPostListCall, { keyword: term, page: 1, limit: 10 });
    const totals = await visitorsAnswer(countCreatorsAndPostsCall, { keyword: term });
    expect(posts.list.length).toBeGreaterThan(0);
    expect(sharedFirstPageOf(html)).toEqual({ page: 'search', term, posts, totals });
    const first = posts.list[0]!;
    const picture =
      first.resource_type === RESOURCE_TYPE.image ? (first.url[0]!.url ?? first.url[0]!.url_blur) : null;
    expect(imagePreloads(html)).toEqual(picture ? [{ href: picture }] : []);
  });

  it('carries nothing for a creator or post that does not exist, nor for an address without its language', async () => {
    for (const url of ['/en/nobody-here', `/en/${CREATOR}/999999`]) {
      const response = await fetch(server.baseUrl + url, { headers: { accept: HTML } });
      expect(response.status, url).toBe(404);
      expect(sharedFirstPageOf(await response.text()), url).toBeUndefined();
    }
    expect(sharedFirstPageOf(await documentOf(`/${CREATOR}`))).toBeUndefined();
  });
});
