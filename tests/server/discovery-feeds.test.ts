/**
 * Feeds read by key (issue 11): popular and newest walk with no duplicate and no gap while posts
 * arrive, pages of 10 that end short, cursors bound to their order, `page` still counting from the
 * start, and the creator's, subscribed and interested feeds with their filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { addPost, idsOf, postPageOf, walkPosts } from './helpers/discovery.ts';
import { newCreator, newMember, newPlan, ok, subscribe, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let other: Member;
let fan: Member;
let planId: number;
const ids = { free: [] as number[], plan: 0, video: 0, private: 0, scheduled: 0, review: 0, otherPost: 0 };

beforeAll(async () => {
  server = await startTestServer();
  [creator, other, fan] = [await newCreator(server), await newCreator(server), await newMember(server)];
  planId = await newPlan(server, creator, { price: 5 });
  // Twelve free posts of the creator, 1 to 12 minutes old, and one each of the other kinds.
  for (let minutes = 1; minutes <= 12; minutes++)
    ids.free.push(await addPost(server, creator.userId, { minutesAgo: minutes, category: 'music' }));
  ids.plan = await addPost(server, creator.userId, {
    articleType: ARTICLE_TYPE.subscription,
    planIds: [planId],
    minutesAgo: 20,
    category: 'art',
  });
  ids.video = await addPost(server, creator.userId, {
    resourceType: RESOURCE_TYPE.video,
    minutesAgo: 30,
    category: 'travel',
  });
  ids.private = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.private, minutesAgo: 40 });
  ids.scheduled = await addPost(server, creator.userId, { minutesAgo: -60 });
  ids.review = await addPost(server, creator.userId, { status: REVIEW_STATUS.review, minutesAgo: 50 });
  ids.otherPost = await addPost(server, other.userId, { minutesAgo: 5, category: 'art' });
});
afterAll(async () => {
  await server?.close();
});

const score = (post: { like_num: number; view_num: number }) => post.like_num * 10 + post.view_num;

describe('article/getList by cursor', () => {
  it('walks the popular feed by cursor in pages of 10: every visible post once, by likes × 10 + views', async () => {
    const walked = await walkPosts(server, 'article/getList', { filter_by: 0 });
    const byPage = [];
    for (let page = 1; ; page++) {
      const data = await postPageOf(server, 'article/getList', { filter_by: 0, page });
      byPage.push(...data.list);
      if (data.list.length < 10) break;
    }
    expect(idsOf(walked)).toEqual(idsOf(byPage));
    expect(new Set(idsOf(walked)).size).toBe(walked.length);
    for (let i = 1; i < walked.length; i++) {
      const [a, b] = [walked[i - 1]!, walked[i]!];
      expect(score(a) > score(b) || (score(a) === score(b) && a.id > b.id)).toBe(true);
    }
    expect(idsOf(walked)).not.toContain(ids.private);
    expect(idsOf(walked)).not.toContain(ids.scheduled);
    expect(idsOf(walked)).not.toContain(ids.review);
  });

  it('answers pages of 10 by default and an empty cursor after a short page', async () => {
    const first = await postPageOf(server, 'article/getList', { filter_by: 1, uuid: creator.uuid });
    expect([first.page, first.limit, first.list.length]).toEqual([1, 10, 10]);
    expect(first.cursor).not.toBe('');
    const second = await postPageOf(server, 'article/getList', {
      filter_by: 1,
      uuid: creator.uuid,
      page: 2,
      cursor: first.cursor,
    });
    // 12 free, the plan's and the video: 14 visible, newest first.
    expect(second.list).toHaveLength(4);
    expect(second.cursor).toBe('');
    expect(idsOf([...first.list, ...second.list])).toEqual([...ids.free, ids.plan, ids.video]);
  });

  it('counts pages past 10,000 only with a cursor', async () => {
    const first = await postPageOf(server, 'article/getList', { filter_by: 1, limit: 2 });
    const deep = await postPageOf(server, 'article/getList', {
      filter_by: 1,
      limit: 2,
      page: 50_000,
      cursor: first.cursor,
    });
    expect(deep.page).toBe(50_000);
    expect(deep.list).toHaveLength(2);
    expect((await server.call('article/getList', { filter_by: 1, page: 10_001 })).body).toEqual({
      status: 0,
      msg: 'The field "page" is missing or invalid.',
      data: null,
    });
  });

  it('keeps paging by page for clients that send no cursor', async () => {
    const page2 = await postPageOf(server, 'article/getList', {
      filter_by: 1,
      uuid: creator.uuid,
      page: 2,
      limit: 5,
    });
    expect(idsOf(page2.list)).toEqual(ids.free.slice(5, 10));
  });

  it('walks the newest feed with no duplicate and no gap while new posts arrive', async () => {
    const before = idsOf(await walkPosts(server, 'article/getList', { filter_by: 1, limit: 4 }));
    const arrived: number[] = [];
    const walked = await walkPosts(
      server,
      'article/getList',
      { filter_by: 1, limit: 4 },
      {
        between: async () => {
          arrived.push(await addPost(server, other.userId, { minutesAgo: 0 }));
        },
      },
    );
    // The posts that arrived are newer than the first page: the walk goes on where it was.
    expect(idsOf(walked)).toEqual(before);
    expect(arrived.length).toBeGreaterThan(2);
    const fresh = await postPageOf(server, 'article/getList', { filter_by: 1, limit: 4 });
    expect(idsOf(fresh.list)).toEqual([...arrived].reverse().slice(0, 4));
  });

  it('walks the popular feed with no duplicate and no gap while new posts arrive', async () => {
    const before = idsOf(await walkPosts(server, 'article/getList', { filter_by: 0, limit: 3 }));
    const walked = idsOf(
      await walkPosts(
        server,
        'article/getList',
        { filter_by: 0, limit: 3 },
        {
          between: async (page) => {
            // One more popular than any, one with no likes or views yet.
            await addPost(server, other.userId, { likeCount: 100_000 + page, minutesAgo: 0 });
            await addPost(server, other.userId, { minutesAgo: 0 });
          },
        },
      ),
    );
    expect(new Set(walked).size).toBe(walked.length);
    for (const id of before) expect(walked).toContain(id);
  });

  it('refuses a cursor of another order, or one that does not read, as a client mistake', async () => {
    const popular = await postPageOf(server, 'article/getList', { filter_by: 0, limit: 2 });
    for (const cursor of [popular.cursor, 'not-a-cursor', Buffer.from('1.n.x.1').toString('base64url')]) {
      const { httpStatus, body } = await server.call('article/getList', { filter_by: 1, cursor });
      expect(httpStatus).toBe(200);
      expect(body).toEqual({
        status: 0,
        msg: 'This list position is not valid. Load the list again from the start.',
        data: null,
      });
    }
    const { body } = await server.call('article/getList', { filter_by: 1, cursor: 'x' }, { language: 'ja' });
    expect(body.msg).toBe('リストの位置が正しくありません。最初から読み込み直してください。');
  });

  it("filters by plan and kind, and leaves the viewer's own posts out with include_my_article 0", async () => {
    const plan = await postPageOf(server, 'article/getList', { filter_by: 1, subscription_id: planId });
    expect(idsOf(plan.list)).toEqual([ids.plan]);
    const videos = await postPageOf(server, 'article/getList', {
      filter_by: 1,
      resource_type: 2,
      uuid: creator.uuid,
    });
    expect(idsOf(videos.list)).toEqual([ids.video]);
    const mine = await walkPosts(server, 'article/getList', { filter_by: 1 }, { token: creator.token });
    expect(idsOf(mine)).toContain(ids.private);
    const others = await walkPosts(
      server,
      'article/getList',
      { filter_by: 1, include_my_article: 0 },
      { token: creator.token },
    );
    expect(others.every((post) => post.uuid !== creator.uuid)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
  });
});

describe("article/getArticleByUser (a creator's page)", () => {
  it("lists the creator's posts newest first, all, one plan's or one kind, by cursor", async () => {
    const all = await walkPosts(server, 'article/getArticleByUser', { uuid: creator.uuid, limit: 5 });
    expect(idsOf(all)).toEqual([...ids.free, ids.plan, ids.video]);
    const plan = await postPageOf(server, 'article/getArticleByUser', {
      uuid: creator.uuid,
      subscription_id: planId,
    });
    expect(idsOf(plan.list)).toEqual([ids.plan]);
    const videos = await postPageOf(server, 'article/getArticleByUser', {
      uuid: creator.uuid,
      resource_type: 2,
    });
    expect(idsOf(videos.list)).toEqual([ids.video]);
    const images = await walkPosts(server, 'article/getArticleByUser', {
      uuid: creator.uuid,
      resource_type: 1,
    });
    expect(idsOf(images)).toEqual([...ids.free, ids.plan]);
  });

  it('shows the owner their private post too, and nobody a scheduled or unpublished one', async () => {
    const own = await walkPosts(
      server,
      'article/getArticleByUser',
      { uuid: creator.uuid },
      { token: creator.token },
    );
    expect(idsOf(own)).toEqual([...ids.free, ids.plan, ids.video, ids.private]);
    expect(idsOf(own)).not.toContain(ids.scheduled);
    expect(idsOf(own)).not.toContain(ids.review);
  });

  it('answers an empty page for an unknown creator', async () => {
    const none = await postPageOf(server, 'article/getArticleByUser', {
      uuid: '00000000-0000-4000-8000-00000000dead',
    });
    expect(none).toEqual({ list: [], page: 1, limit: 10, cursor: '' });
  });
});

describe('the subscribed and interested feeds', () => {
  it("lists the subscribed creators' posts newest first, and nothing before a subscription", async () => {
    expect((await postPageOf(server, 'article/getSubscriptionArticle', {}, fan.token)).list).toEqual([]);
    await subscribe(server, fan, creator, planId, 5);
    const feed = await walkPosts(
      server,
      'article/getSubscriptionArticle',
      { limit: 6 },
      { token: fan.token },
    );
    expect(idsOf(feed)).toEqual([...ids.free, ids.plan, ids.video]);
    const same = await walkPosts(server, 'article/getList', { filter_by: 2 }, { token: fan.token });
    expect(idsOf(same)).toEqual(idsOf(feed));
    const { body } = await server.call('article/getSubscriptionArticle', {});
    expect(body).toEqual({ status: 0, msg: 'Please log in to continue.', data: null });
  });

  it("interleaves several subscribed creators' posts newest first, by cursor and by page number alike", async () => {
    const [first, second, unsubscribed] = [
      await newCreator(server),
      await newCreator(server),
      await newCreator(server),
    ];
    const member = await newMember(server);
    await subscribe(server, member, first, await newPlan(server, first, { price: 5 }), 5);
    await subscribe(server, member, second, await newPlan(server, second, { price: 6 }), 6);
    // Seven of the first's, four of the second's in between, and what the feed leaves out.
    const expected: { id: number; minutes: number }[] = [];
    for (const minutes of [1, 3, 5, 7, 9, 11, 13])
      expected.push({ id: await addPost(server, first.userId, { minutesAgo: minutes }), minutes });
    for (const minutes of [2, 4, 6, 8])
      expected.push({ id: await addPost(server, second.userId, { minutesAgo: minutes }), minutes });
    await addPost(server, first.userId, { articleType: ARTICLE_TYPE.private, minutesAgo: 4 });
    await addPost(server, second.userId, { minutesAgo: -30 });
    await addPost(server, unsubscribed.userId, { minutesAgo: 3 });
    const newest = idsOf(expected.sort((a, b) => a.minutes - b.minutes));

    const byCursor = await walkPosts(
      server,
      'article/getSubscriptionArticle',
      { limit: 3 },
      { token: member.token },
    );
    expect(idsOf(byCursor)).toEqual(newest);
    const byPage = [];
    for (let page = 1; page <= 4; page++) {
      const data = await postPageOf(
        server,
        'article/getSubscriptionArticle',
        { page, limit: 3 },
        member.token,
      );
      byPage.push(...data.list);
    }
    expect(idsOf(byPage)).toEqual(newest);
    const listed = await walkPosts(
      server,
      'article/getList',
      { filter_by: 2, limit: 4 },
      { token: member.token },
    );
    expect(idsOf(listed)).toEqual(newest);
  });

  it('lists the categories a member picked, newest first; popular for a visitor or before picking', async () => {
    const member = await newMember(server);
    const popular = await postPageOf(server, 'article/getList', { filter_by: 0 });
    expect(idsOf((await postPageOf(server, 'article/getArticleByInterseted', {})).list)).toEqual(
      idsOf(popular.list),
    );
    expect(
      idsOf((await postPageOf(server, 'article/getArticleByInterseted', {}, member.token)).list),
    ).toEqual(idsOf(popular.list));
    const { list: cats } = await ok<{ list: { id: number; code: string }[] }>(
      server,
      undefined,
      'article/getCategories',
    );
    const idOf = (code: string) => cats.find((category) => category.code === code)!.id;
    const picked = await ok<{ list: { code: string }[] }>(server, member, 'user/updateinterested', {
      category_ids: [idOf('art'), idOf('travel'), idOf('comedy'), idOf('art')],
    });
    expect(picked.list.map((category) => category.code)).toEqual(['art', 'travel', 'comedy']);
    const feed = await walkPosts(server, 'article/getArticleByInterseted', {}, { token: member.token });
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((post) => ['art', 'travel', 'comedy'].includes(post.category))).toBe(true);
    expect(idsOf(feed)).toEqual(expect.arrayContaining([ids.plan, ids.video, ids.otherPost]));
    const interested = await walkPosts(
      server,
      'article/getList',
      { filter_by: 1, user_interested: 1 },
      { token: member.token },
    );
    expect(idsOf(interested)).toEqual(idsOf(feed));
    expect((await ok<{ list: unknown[] }>(server, member, 'user/getinterested')).list).toHaveLength(3);
  });

  it('asks for at least 3 known categories', async () => {
    const member = await newMember(server);
    const two = await server.call('user/updateinterested', { token: member.token, category_ids: [1, 2] });
    expect(two.body).toMatchObject({ status: 0, msg: 'The field "category_ids" is missing or invalid.' });
    const same = await server.call('user/updateinterested', { token: member.token, category_ids: [1, 1, 2] });
    expect(same.body).toMatchObject({ status: 0, msg: 'Choose at least 3 categories.' });
    const unknown = await server.call('user/updateinterested', {
      token: member.token,
      category_ids: [1, 2, 9999],
    });
    expect(unknown.body).toMatchObject({ status: 0, msg: 'One of the chosen categories does not exist.' });
    expect((await ok<{ list: unknown[] }>(server, member, 'user/getinterested')).list).toEqual([]);
  });
});
