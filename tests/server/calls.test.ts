import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigCall } from '../../src/contract/calls/app-config.ts';
import { getCategoriesCall } from '../../src/contract/calls/post-categories.ts';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { getVersionInfoCall } from '../../src/contract/calls/home-get-version-info.ts';
import { getNewCreatorCall } from '../../src/contract/calls/user-get-new-creator.ts';
import type { Post } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { createMediaUrls, UNBOUND_VIEWER } from '../../server/media/signing.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';
import { categories, posts, users } from '../../server/db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

/** A word no seeded post uses, so a keyword search finds only the known posts. */
const KEYWORD = 'zephyrquill';

/** Posts inserted for one new creator, so list expectations are written out, not recomputed. */
const known = {
  uuid: '',
  /** Visible to everyone, newest display time first. */
  visible: [] as number[],
  music: [] as number[],
  keyword: [] as number[],
  cheapest: 0,
  dearest: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.handle.db;
  const creator = await signUp(server);
  known.uuid = creator.login.uuid;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, known.uuid));
  const [music] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, 'music'));
  const now = server.clock.now().getTime();
  const insert = async (
    minutesAgo: number,
    fields: Partial<typeof posts.$inferInsert> = {},
  ): Promise<number> => {
    const [row] = await db
      .insert(posts)
      .values({
        userId: author!.id,
        title: `Known post ${minutesAgo}`,
        content: 'A post inserted by the test.',
        articleType: ARTICLE_TYPE.free,
        status: REVIEW_STATUS.published,
        displayAt: new Date(now - minutesAgo * 60_000),
        ...fields,
      })
      .returning({ id: posts.id });
    return row!.id;
  };
  // Eight visible posts, 1 to 8 minutes old; the list shows them newest first.
  for (let minutesAgo = 1; minutesAgo <= 8; minutesAgo++) {
    const fields: Partial<typeof posts.$inferInsert> = {};
    if (minutesAgo <= 3) fields.categoryId = music!.id;
    if (minutesAgo === 2) fields.title = `Zephyrquill sketches`;
    if (minutesAgo === 4) fields.tags = [KEYWORD];
    if (minutesAgo === 5) fields.content = `Made with a ${KEYWORD} pen.`;
    if (minutesAgo === 6) Object.assign(fields, { articleType: ARTICLE_TYPE.buy, priceCents: 1 });
    if (minutesAgo === 7) Object.assign(fields, { articleType: ARTICLE_TYPE.buy, priceCents: 9000 });
    const id = await insert(minutesAgo, fields);
    known.visible.push(id);
    if (minutesAgo <= 3) known.music.push(id);
    if (minutesAgo === 2 || minutesAgo === 4 || minutesAgo === 5) known.keyword.push(id);
    if (minutesAgo === 6) known.cheapest = id;
    if (minutesAgo === 7) known.dearest = id;
  }
  // Never listed: private, scheduled, not yet published (each with the keyword, in music).
  const hidden = { title: KEYWORD, categoryId: music!.id };
  await insert(9, { ...hidden, articleType: ARTICLE_TYPE.private });
  await insert(-60, hidden);
  await insert(10, { ...hidden, status: REVIEW_STATUS.review });
});
afterAll(async () => {
  await server?.close();
});

async function listPage(payload: Record<string, unknown>, language?: string) {
  const { httpStatus, body } = await server.call('article/getList', payload, language ? { language } : {});
  expect(httpStatus).toBe(200);
  expect(body.status).toBe(1);
  return getPostListCall.response.parse(body.data);
}

async function allPosts(filterBy: number, extra: Record<string, unknown> = {}): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; page < 50; page++) {
    const data = await listPage({ filter_by: filterBy, page, limit: 7, ...extra });
    posts.push(...data.list);
    if (data.list.length < 7) return posts;
  }
  throw new Error('paging never ended');
}

describe('app/config', () => {
  it('answers every field of the app configuration with root-relative upload and media paths', async () => {
    const { body } = await server.call('app/config');
    expect(body.status).toBe(1);
    const config = appConfigCall.response.parse(body.data);
    expect(config.version).toBe('1.2.30');
    expect(config.img_upload_url).toMatch(/^\/api\/upload\//);
    expect(config.upload_multipart_start).toMatch(/^\/api\/upload\//);
    expect(config.upload_multipart_complete).toMatch(/^\/api\/upload\//);
    expect(config.img_url).toBe('/media/p/');
    expect(config.im_url).toEqual(['ws://localhost:3000/ws']);
    expect(config.subscription_images).toHaveLength(3);
    for (const image of config.subscription_images) {
      expect(image).toMatch(/^\/media\/p\//);
      expect((await fetch(server.baseUrl + image)).status).toBe(200);
    }
  });
});

describe('home/getVersionInfo', () => {
  it('reports version 1.2.30', async () => {
    const { body } = await server.call('home/getVersionInfo');
    expect(getVersionInfoCall.response.parse(body.data)).toEqual({ version: '1.2.30', force_update: 0 });
  });
});

describe('article/getCategories', () => {
  it('lists the 12 categories by code', async () => {
    const { body } = await server.call('article/getCategories');
    const { list } = getCategoriesCall.response.parse(body.data);
    expect(list.map((c) => c.code)).toEqual([
      'fitness',
      'art',
      'music',
      'cosplay',
      'gaming',
      'travel',
      'food',
      'fashion',
      'photography',
      'lifestyle',
      'education',
      'comedy',
    ]);
  });
});

describe('user/getNewCreator', () => {
  it('lists the newest creators first with public avatar and cover paths', async () => {
    const { body } = await server.call('user/getNewCreator', { page: 1, limit: 4 });
    const { list, page, limit } = getNewCreatorCall.response.parse(body.data);
    expect([page, limit, list.length]).toEqual([1, 4, 4]);
    const plan = planSeed('test', server.seededAt);
    const newest = [...plan.creators].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(list.map((c) => c.username)).toEqual(newest.slice(0, 4).map((c) => c.username));
    for (const creator of list) {
      expect(creator.thumb).toMatch(/^\/media\/p\/avatars\//);
      expect(creator.background).toMatch(/^\/media\/p\/covers\//);
      expect(creator.post_num).toBeGreaterThan(0);
    }
  });

  it('stops with a short page after the last creator', async () => {
    const { body } = await server.call('user/getNewCreator', { page: 2, limit: 4 });
    expect(getNewCreatorCall.response.parse(body.data).list).toHaveLength(2);
  });

  it('shows a description in the viewer language when the creator wrote one', async () => {
    const { body } = await server.call('user/getNewCreator', { page: 1, limit: 10 }, { language: 'en' });
    const luna = getNewCreatorCall.response.parse(body.data).list.find((c) => c.username === 'lunadraws');
    expect(luna?.description).toMatch(/^Illustrator from Seville/);
  });
});

describe('article/getList', () => {
  it('pages through every visible post and stops with a page shorter than limit', async () => {
    const pages: number[][] = [];
    for (let page = 1; page <= 4; page++) {
      const data = await listPage({ filter_by: 1, page, limit: 3, uuid: known.uuid });
      pages.push(data.list.map((p) => p.id));
    }
    // Eight visible posts, newest first: 3 + 3 + 2, then an empty page.
    expect(pages).toEqual([known.visible.slice(0, 3), known.visible.slice(3, 6), known.visible.slice(6), []]);
  });

  it('never lists private, scheduled or unpublished posts to others', async () => {
    const posts = await allPosts(0);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    for (const post of posts) {
      expect(post.article_type).not.toBe(ARTICLE_TYPE.private);
      expect(post.status).toBe(REVIEW_STATUS.published);
      expect(post.display_at).toBeLessThanOrEqual(now);
    }
    const plan = planSeed('test', server.seededAt);
    expect(plan.posts.some((p) => p.displayAt > server.seededAt)).toBe(true);
    expect(plan.posts.some((p) => p.articleType === ARTICLE_TYPE.private)).toBe(true);
  });

  it('orders popular by likes and views, and new by display time', async () => {
    const popular = (await listPage({ filter_by: 0, limit: 20 })).list;
    const score = (p: Post) => p.like_num * 10 + p.view_num;
    for (let i = 1; i < popular.length; i++)
      expect(score(popular[i - 1]!)).toBeGreaterThanOrEqual(score(popular[i]!));
    const newest = (await listPage({ filter_by: 1, limit: 20 })).list;
    for (let i = 1; i < newest.length; i++) {
      expect(newest[i - 1]!.display_at).toBeGreaterThanOrEqual(newest[i]!.display_at);
    }
    expect(popular.map((p) => p.id)).not.toEqual(newest.map((p) => p.id));
  });

  it('answers an empty subscribed feed to a visitor who subscribes to nobody', async () => {
    expect((await listPage({ filter_by: 2 })).list).toEqual([]);
  });

  it('filters by creator uuid, category and keyword', async () => {
    const ids = async (extra: Record<string, unknown>) =>
      (await allPosts(1, extra)).map((p) => p.id).sort((a, b) => a - b);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(await ids({ uuid: known.uuid })).toEqual(sorted(known.visible));
    expect(await ids({ uuid: known.uuid, category: 'music' })).toEqual(sorted(known.music));
    // The keyword matches a title, a tag or the text, in any letter case, and nothing else.
    expect(await ids({ keyword: KEYWORD })).toEqual(sorted(known.keyword));
    expect(await ids({ keyword: KEYWORD.toUpperCase(), category: 'music' })).toEqual(
      sorted(known.keyword.filter((id) => known.music.includes(id))),
    );
    const byTag = await allPosts(1, { keyword: 'cosplay' });
    expect(byTag.length).toBeGreaterThan(0);
    expect(byTag.every((p) => p.tags.includes('cosplay') || /cosplay/i.test(p.title + p.content))).toBe(true);
    expect((await listPage({ uuid: 'not-a-uuid' })).list).toEqual([]);
  });

  it('gives locked posts only blurred previews: url null and url_blur set', async () => {
    const locked = (await allPosts(1)).filter((p) => p.article_type !== ARTICLE_TYPE.free);
    expect(locked.some((p) => p.article_type === ARTICLE_TYPE.subscription)).toBe(true);
    expect(locked.some((p) => p.article_type === ARTICLE_TYPE.buy)).toBe(true);
    for (const post of locked) {
      expect(post.is_unlock).toBe(0);
      for (const media of post.url) {
        expect(media.url).toBeNull();
        expect(media.url_blur).toMatch(/^\/media\/p\/previews\//);
      }
    }
    const withMedia = locked.find((p) => p.url.length > 0);
    const preview = await fetch(server.baseUrl + withMedia!.url[0]!.url_blur);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(preview.headers.get('content-type')).toBe('image/webp');
  });

  it('prices pay-per-post posts between 0.01 and 90', async () => {
    const prices = new Map((await allPosts(1, { uuid: known.uuid })).map((p) => [p.id, p.price]));
    expect(prices.get(known.cheapest)).toBe(0.01);
    expect(prices.get(known.dearest)).toBe(90);
    const buy = (await allPosts(1)).filter((p) => p.article_type === ARTICLE_TYPE.buy);
    expect(buy.length).toBeGreaterThan(2);
    for (const post of buy) {
      expect(post.price).toBeGreaterThanOrEqual(0.01);
      expect(post.price).toBeLessThanOrEqual(90);
    }
  });
});

describe('signed original media', () => {
  async function freeMediaUrl(): Promise<string> {
    const free = (await allPosts(1)).find((p) => p.article_type === ARTICLE_TYPE.free && p.url.length > 0);
    const url = free?.url[0]?.url;
    if (!url) throw new Error('no free post with media');
    return url;
  }

  it('gives free posts a signed original url, bound to no viewer, that serves the image', async () => {
    const url = await freeMediaUrl();
    expect(url).toMatch(/^\/media\/o\/posts\/.+\.jpg\?exp=\d+&v=pub&sig=[\w-]+$/);
    const response = await fetch(server.baseUrl + url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('refuses a tampered signature, another viewer and an unsigned request with 403', async () => {
    const url = await freeMediaUrl();
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(server.baseUrl + tampered)).status).toBe(403);
    expect((await fetch(server.baseUrl + url.replace(/v=pub/, 'v=pubx'))).status).toBe(403);
    expect((await fetch(server.baseUrl + url.split('?')[0])).status).toBe(403);
  });

  it('refuses an expired signature with 403', async () => {
    const url = await freeMediaUrl();
    const key = `private/${url.split('?')[0]!.replace('/media/o/', '')}`;
    const urls = createMediaUrls(server.config.mediaSigningKey);
    const nowSeconds = Math.floor(server.clock.now().getTime() / 1000);
    const expired = urls.signedUrl(key, UNBOUND_VIEWER, nowSeconds - 2 * 3600);
    expect((await fetch(server.baseUrl + expired)).status).toBe(403);
    const fresh = urls.signedUrl(key, UNBOUND_VIEWER);
    expect((await fetch(server.baseUrl + fresh)).status).toBe(200);
  });

  it('never serves an original through the public path', async () => {
    const url = await freeMediaUrl();
    const path = url.split('?')[0]!.replace('/media/o/', '/media/p/');
    expect((await fetch(server.baseUrl + path)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/p/../private/x.jpg`)).status).toBe(404);
  });
});

describe('GET /healthz', () => {
  it('answers ok when the database answers select 1', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
