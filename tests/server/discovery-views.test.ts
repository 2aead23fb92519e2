/**
 * Views (issue 11): `home/stat` and `home/playRecord` count a view once per viewer (member or
 * guest id) and post per UTC day, not per request, and a repeat writes nothing; the author's own
 * views do not count; a creator's view count is the sum of their posts'; the statistics count
 * post and page views within a range.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { postViews, profileViews } from '../../server/db/schema.ts';
import { addPost } from './helpers/discovery.ts';
import { callAs, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let fan: Member;
let post: number;
let video: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  [creator, fan] = [await newCreator(server), await newMember(server)];
  post = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.subscription });
  video = await addPost(server, creator.userId, { resourceType: 2 });
});
afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 3600 * 1000;
const GUEST = 'c3f7b2a4-1d9e-4a6b-8c2d-5e4f3a2b1c0d';

const viewsOf = async (id: number) =>
  (await ok<{ article: { view_num: number } }>(server, undefined, 'article/getDetail', { id })).article
    .view_num;
const creatorViews = async () =>
  (await ok<{ view_count: number }>(server, undefined, 'user/getUserInfoByUuid', { uuid: creator.uuid }))
    .view_count;
const rows = async () =>
  Number(
    (
      await server.database.handle.db.select({ n: count() }).from(postViews).where(eq(postViews.postId, post))
    )[0]!.n,
  );
const stat = (payload: Record<string, unknown>, guest?: string) =>
  server.call('home/stat', { time: 2500, ...payload, ...(guest ? { oauth_id: guest } : {}) });

describe('home/stat', () => {
  it('counts a view once per viewer and post per day, however often it is sent, with no write for a repeat', async () => {
    expect(await viewsOf(post)).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await stat({ id: post, token: fan.token })).body).toEqual({ status: 1, msg: '', data: {} });
    expect(await viewsOf(post)).toBe(1);
    expect(await rows()).toBe(1);
    // Another viewer: a guest, known by the app's guest id; a second guest id is someone else.
    await stat({ id: post });
    await stat({ id: post });
    await stat({ id: post }, GUEST);
    expect(await viewsOf(post)).toBe(3);
    expect(await rows()).toBe(3);
    expect(await creatorViews()).toBe(3);
  });

  it('counts the same viewer again on the next UTC day', async () => {
    server.clock.advance(DAY);
    await stat({ id: post, token: fan.token });
    await stat({ id: post, token: fan.token });
    expect(await viewsOf(post)).toBe(4);
    expect(await creatorViews()).toBe(4);
  });

  it("does not count the author's own views", async () => {
    await stat({ id: post, token: creator.token });
    expect(await viewsOf(post)).toBe(4);
  });

  it('answers "does not exist" for a post the viewer may not see, and refuses a bad time', async () => {
    const hidden = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.private });
    for (const id of [hidden, 99_999_999])
      expect((await stat({ id })).body).toEqual({
        status: 0,
        msg: 'This post does not exist or is no longer available.',
        data: null,
      });
    expect((await server.call('home/stat', { id: post, time: -1 })).body.status).toBe(0);
  });
});

describe('home/playRecord', () => {
  it('counts a play as a view, once per viewer and day with the views', async () => {
    const before = await viewsOf(video);
    await server.call('home/playRecord', { id: video, time: 8000, token: fan.token });
    await server.call('home/playRecord', { id: video, time: 9000, token: fan.token });
    await stat({ id: video, token: fan.token });
    expect(await viewsOf(video)).toBe(before + 1);
    const [row] = await server.database.handle.db
      .select({ kind: postViews.kind, watchedMs: postViews.watchedMs })
      .from(postViews)
      .where(eq(postViews.postId, video));
    expect(row).toEqual({ kind: 2, watchedMs: 8000 });
  });
});

describe('statistics over a range', () => {
  it('counts post views and page views within the range only', async () => {
    const now = server.clock.now().getTime();
    const range = (fromDaysAgo: number, toDaysAgo: number) => ({
      start_time: Math.floor((now - fromDaysAgo * DAY) / 1000),
      end_time: Math.floor((now - toDaysAgo * DAY) / 1000) + 60,
    });
    // A page view by the fan; the guest's was counted today already (the view counts above read the
    // page), and once yesterday; the creator's own visit does not count.
    await server.call('user/getUserInfoByUuid', { uuid: creator.uuid, token: fan.token });
    await server.call('user/getUserInfoByUuid', { uuid: creator.uuid, token: fan.token });
    await server.call('user/getUserInfoByUuid', { uuid: creator.uuid }, {});
    await server.call('user/getUserInfoByUuid', { uuid: creator.uuid, token: creator.token });
    const pageViews = Number(
      (await server.database.handle.db.select({ n: count() }).from(profileViews))[0]!.n,
    );
    expect(pageViews).toBe(3);
    const today = await ok<{ total_view: number; total_click: number }>(
      server,
      creator,
      'user/getUserStatistic',
      range(0.5, 0),
    );
    // Today: the fan's second-day view and play; yesterday: the three first views.
    expect(today).toMatchObject({ total_view: 2, total_click: 2 });
    expect(await ok(server, creator, 'user/getUserStatistic', range(7, 0))).toMatchObject({
      total_view: 5,
      total_click: 3,
    });
    expect(await ok(server, creator, 'user/getUserStatistic', range(30, 10))).toMatchObject({
      total_view: 0,
      total_click: 0,
    });
  });

  it('is refused to a visitor', async () => {
    expect(
      (await callAs(server, undefined, 'user/getUserStatistic', { start_time: 1, end_time: 2 })).status,
    ).toBe(0);
  });
});
