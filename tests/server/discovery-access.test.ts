/**
 * The one access rule across discovery (issue 11): no feed, search, creator list, detail or
 * comment call ever hands a locked original's URL to a viewer without entitlement, and every
 * entitled viewer gets it. Viewers: a visitor, a member holding nothing, a subscriber of one plan,
 * a buyer, the author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { addPost, walkPosts } from './helpers/discovery.ts';
import { buy, newCreator, newMember, newPlan, ok, subscribe, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
const viewers: Record<string, Member | undefined> = {};
const ids = { free: 0, planA: 0, planB: 0, buy: 0, private: 0 };
let plans: [number, number];
const WORD = 'vaultkeeper';

beforeAll(async () => {
  server = await startTestServer();
  creator = await newCreator(server);
  plans = [await newPlan(server, creator, { price: 5 }), await newPlan(server, creator, { price: 8 })];
  const post = (fields: Parameters<typeof addPost>[2]) =>
    addPost(server, creator.userId, { title: `${WORD} post`, category: 'art', ...fields });
  ids.free = await post({ minutesAgo: 1 });
  ids.planA = await post({ articleType: ARTICLE_TYPE.subscription, planIds: [plans[0]], minutesAgo: 2 });
  ids.planB = await post({ articleType: ARTICLE_TYPE.subscription, planIds: [plans[1]], minutesAgo: 3 });
  ids.buy = await post({ articleType: ARTICLE_TYPE.buy, priceCents: 300, minutesAgo: 4 });
  ids.private = await post({ articleType: ARTICLE_TYPE.private, minutesAgo: 5 });
  viewers.visitor = undefined;
  viewers.member = await newMember(server);
  viewers.subscriber = await newMember(server);
  viewers.buyer = await newMember(server);
  viewers.author = creator;
  await subscribe(server, viewers.subscriber, creator, plans[0], 5);
  await buy(server, viewers.buyer, creator, ids.buy, 3);
  for (const viewer of Object.values(viewers))
    if (viewer) await ok(server, viewer, 'comment/add', { article_id: ids.free, content: 'Looking good' });
});
afterAll(async () => {
  await server?.close();
});

/** Which of the creator's posts each viewer may open. */
const ENTITLED: Record<string, (keyof typeof ids)[]> = {
  visitor: ['free'],
  member: ['free'],
  subscriber: ['free', 'planA'],
  buyer: ['free', 'buy'],
  author: ['free', 'planA', 'planB', 'buy', 'private'],
};

/** Every post the discovery calls answer the viewer, and the raw answers that carry no post (comments, creators). */
async function everythingSeenBy(viewer: Member | undefined): Promise<{ posts: Post[]; raw: string[] }> {
  const token = viewer?.token;
  const posts: Post[] = [];
  const raw: string[] = [];
  const walk = async (path: string, payload: Record<string, unknown>) =>
    posts.push(...(await walkPosts(server, path, payload, token ? { token } : {})));
  for (const filter_by of [0, 1, 2]) await walk('article/getList', { filter_by });
  await walk('article/getList', { keyword: WORD });
  await walk('article/getList', { filter_by: 1, uuid: creator.uuid, subscription_id: plans[1] });
  await walk('article/getList', { filter_by: 1, user_interested: 1, resource_type: 1 });
  await walk('article/getArticleByUser', { uuid: creator.uuid });
  await walk('article/getArticleByUser', { uuid: creator.uuid, subscription_id: plans[0] });
  await walk('article/getArticleByInterseted', {});
  if (token) await walk('article/getSubscriptionArticle', {});
  for (const id of Object.values(ids)) {
    for (const payload of [{ id }, { id, username: creator.username }]) {
      const { body } = await server.call('article/getDetail', { ...payload, ...(token ? { token } : {}) });
      if (body.status === 1) posts.push((body.data as { article: Post }).article);
    }
    const comments = await server.call('comment/list', { article_id: id, ...(token ? { token } : {}) });
    raw.push(JSON.stringify(comments.body));
  }
  for (const path of ['user/searchCreator', 'user/getNewCreator', 'user/getUserInfoByUuid']) {
    const { body } = await server.call(path, {
      keyword: WORD,
      uuid: creator.uuid,
      ...(token ? { token } : {}),
    });
    raw.push(JSON.stringify(body));
  }
  return { posts, raw };
}

describe('locked originals across discovery', () => {
  it.each(Object.keys(ENTITLED))('gives the %s originals only of the posts they may open', async (name) => {
    const viewer = viewers[name];
    const { posts, raw } = await everythingSeenBy(viewer);
    const mine = posts.filter((post) => post.uuid === creator.uuid);
    expect(mine.length).toBeGreaterThan(10);
    const entitled = new Set(ENTITLED[name]!.map((key) => ids[key]));
    for (const post of mine) {
      const open = entitled.has(post.id);
      expect(post.is_unlock, `${name} post ${post.id}`).toBe(open ? 1 : 0);
      for (const media of post.url) {
        if (open) expect(media.url, `${name} post ${post.id}`).toMatch(/^\/media\/[oe]\//);
        else expect(media.url, `${name} post ${post.id}`).toBeNull();
        expect(media.url_blur).toMatch(/^\/media\/p\//);
      }
    }
    // Every post the viewer may open was seen, and the private one by its author only.
    const seen = new Set(mine.map((post) => post.id));
    for (const id of entitled) expect(seen.has(id), `${name} saw ${id}`).toBe(true);
    expect(seen.has(ids.private)).toBe(name === 'author');
    // Nothing else in any answer (creators, comments) carries an original.
    for (const text of raw) {
      expect(text).not.toMatch(/\/media\/e\//);
      expect(text).not.toMatch(/\/media\/o\/(?![^"]*v=pub)/);
    }
  });

  it('binds the originals it gives a member to that member', async () => {
    const { posts } = await everythingSeenBy(viewers.subscriber);
    const locked = posts.find((post) => post.id === ids.planA)!;
    expect(locked.url[0]!.url).toMatch(new RegExp(`v=u${viewers.subscriber!.userId}&`));
  });
});
