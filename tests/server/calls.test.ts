import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigCall } from '../../src/contract/calls/app-config.ts';
import { getCategoriesCall } from '../../src/contract/calls/article-get-categories.ts';
import { getListCall } from '../../src/contract/calls/article-get-list.ts';
import { getVersionInfoCall } from '../../src/contract/calls/home-get-version-info.ts';
import { getNewCreatorCall } from '../../src/contract/calls/user-get-new-creator.ts';
import type { Post } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function listPage(payload: Record<string, unknown>, language?: string) {
  const { httpStatus, body } = await server.call('article/getList', payload, language ? { language } : {});
  expect(httpStatus).toBe(200);
  expect(body.status).toBe(1);
  return getListCall.response.parse(body.data);
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
    expect(config.img_url).toBe('');
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
    const posts = await allPosts(1);
    const plan = planSeed('test', server.seededAt);
    const visible = plan.posts.filter(
      (p) =>
        p.status === REVIEW_STATUS.published &&
        p.displayAt <= server.seededAt &&
        p.articleType !== ARTICLE_TYPE.private,
    );
    expect(posts).toHaveLength(visible.length);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  });

  it('never lists private, scheduled or unpublished posts to others', async () => {
    const posts = await allPosts(0);
    const now = Math.floor(Date.now() / 1000);
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
    const all = await allPosts(1);
    const creator = all[0]!.uuid;
    const byCreator = await allPosts(1, { uuid: creator });
    expect(byCreator.length).toBe(all.filter((p) => p.uuid === creator).length);
    const byCategory = await allPosts(1, { category: 'music' });
    expect(byCategory.every((p) => p.category === 'music')).toBe(true);
    expect(byCategory.length).toBe(all.filter((p) => p.category === 'music').length);
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
    const preview = await fetch(server.baseUrl + locked[0]!.url[0]!.url_blur);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(preview.headers.get('content-type')).toBe('image/webp');
  });

  it('prices pay-per-post posts between 0.01 and 90', async () => {
    const buy = (await allPosts(1)).filter((p) => p.article_type === ARTICLE_TYPE.buy);
    for (const post of buy) {
      expect(post.price).toBeGreaterThan(0);
      expect(post.price).toBeLessThanOrEqual(90);
    }
  });
});

describe('signed original media', () => {
  async function freeMediaUrl(): Promise<string> {
    const free = (await allPosts(1)).find((p) => p.article_type === ARTICLE_TYPE.free);
    const url = free?.url[0]?.url;
    if (!url) throw new Error('no free post with media');
    return url;
  }

  it('gives free posts a signed original url that serves the image', async () => {
    const url = await freeMediaUrl();
    expect(url).toMatch(/^\/media\/o\/posts\/.+\.jpg\?exp=\d+&v=g[0-9a-f-]+&sig=[\w-]+$/);
    const response = await fetch(server.baseUrl + url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('refuses a tampered signature, another viewer and an unsigned request with 403', async () => {
    const url = await freeMediaUrl();
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(server.baseUrl + tampered)).status).toBe(403);
    expect((await fetch(server.baseUrl + url.replace(/v=g/, 'v=gx'))).status).toBe(403);
    expect((await fetch(server.baseUrl + url.split('?')[0])).status).toBe(403);
  });

  it('refuses an expired signature with 403', async () => {
    const url = await freeMediaUrl();
    const key = `private/${url.split('?')[0]!.replace('/media/o/', '')}`;
    const urls = createMediaUrls(server.config.mediaSigningKey);
    const expired = urls.signedUrl(key, 'anon', Math.floor(Date.now() / 1000) - 2 * 3600);
    expect((await fetch(server.baseUrl + expired)).status).toBe(403);
    const fresh = urls.signedUrl(key, 'anon');
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
