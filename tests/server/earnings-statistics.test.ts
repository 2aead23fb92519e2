/**
 * A creator's earnings screen (mine-earn) over a range: `user/getUserStatistic`'s overall views and
 * `article/stats`' per-post views count the same view records of the same posts, so the posts'
 * views over any range add up to the overall figure; a post's comments and daily average are of
 * the range too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATUS } from '../../src/contract/enums.ts';
import { posts } from '../../server/db/schema.ts';
import { addPost } from './helpers/discovery.ts';
import { newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let fanA: Member;
let fanB: Member;
/** The creator's twelve posts, an hour old at the start. */
let twelve: number[];
/** A post published 20 days before the views below. */
let older: number;
/** A post viewed, then sent back to review: no longer listed, its views no longer counted. */
let hidden: number;

const DAY = 24 * 3600 * 1000;
const guest = (n: number) => `c3f7b2a4-1d9e-4a6b-8c2d-5e4f3a2b1c${String(n).padStart(2, '0')}`;

/** Counts a view as the app reports one (home/stat), by a member or a guest id. */
async function view(id: number, by: Member | string) {
  const who = typeof by === 'string' ? { oauth_id: by } : { token: by.token };
  expect((await server.call('home/stat', { id, time: 2500, ...who })).body.status).toBe(1);
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  [creator, fanA, fanB] = [await newCreator(server), await newMember(server), await newMember(server)];
  const other = await newCreator(server);
  twelve = [];
  for (let i = 0; i < 12; i++) twelve.push(await addPost(server, creator.userId, { minutesAgo: 60 + i }));
  older = await addPost(server, creator.userId, { minutesAgo: 20 * 24 * 60 });
  hidden = await addPost(server, creator.userId);
  const [p1, p2, p3, p4, p5] = twelve as [number, number, number, number, number];

  // Day 0: three views.
  await view(p1, fanA);
  await view(p2, fanA);
  await view(p1, guest(1));
  // Day 10: fourteen views (seven by guests of the older post).
  server.clock.advance(10 * DAY);
  for (const id of [p1, p2, p3, p4, p5]) await view(id, fanA);
  await view(p1, fanB);
  await view(p3, fanB);
  for (let g = 1; g <= 7; g++) await view(older, guest(g));
  // Day 12 (now): nine views, two comments and a like; a view of the post about to be hidden and
  // one of another creator's post, counted for neither.
  server.clock.advance(2 * DAY);
  for (const id of [p1, ...twelve.slice(5)]) await view(id, fanA);
  await view(twelve[11]!, fanB);
  await view(hidden, fanA);
  await view(await addPost(server, other.userId), fanA);
  for (const content of ['Love this one', 'And the light!'])
    await ok(server, fanA, 'comment/add', { article_id: p1, content });
  await ok(server, fanB, 'article/like', { article_id: p1 });
  await server.database.handle.db
    .update(posts)
    .set({ status: REVIEW_STATUS.review })
    .where(eq(posts.id, hidden));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** From `fromDaysAgo` to `toDaysAgo` (a minute past now, so now's views are in). */
function range(fromDaysAgo: number, toDaysAgo: number) {
  const now = server.clock.now().getTime();
  return {
    start_time: Math.floor((now - fromDaysAgo * DAY) / 1000),
    end_time: Math.floor((now - toDaysAgo * DAY) / 1000) + 60,
  };
}

interface Performing {
  id: number;
  statistics: { total_view: number; total_comment: number; total_like: number; total_average_view: number };
}

/** Every page of article/stats over the range, five posts a page. */
async function everyPost(over: ReturnType<typeof range>): Promise<Performing[]> {
  const all: Performing[] = [];
  for (let page = 1; ; page++) {
    const { list } = await ok<{ list: Performing[] }>(server, creator, 'article/stats', {
      ...over,
      page,
      limit: 5,
    });
    all.push(...list);
    if (list.length < 5) return all;
  }
}

const overallViews = async (over: ReturnType<typeof range>) =>
  (await ok<{ total_view: number }>(server, creator, 'user/getUserStatistic', over)).total_view;

describe('views over a range, overall and per post', () => {
  it.each([
    ['the last day', 1, 0, 9],
    ['the last 7 days', 7, 0, 23],
    ['the last 30 days', 30, 0, 26],
    ['30 to 20 days ago', 30, 20, 0],
  ])('add up, per post, to the overall figure: %s', async (_, from, to, expected) => {
    const over = range(from, to);
    const listed = await everyPost(over);
    // The twelve posts and the older one; the hidden post is listed no more.
    expect(listed).toHaveLength(13);
    expect(listed.map((post) => post.id)).not.toContain(hidden);
    const sum = listed.reduce((total, post) => total + post.statistics.total_view, 0);
    expect(await overallViews(over)).toBe(expected);
    expect(sum).toBe(expected);
  });

  it('gives each post its own views in the range, not its all-time count', async () => {
    const byId = new Map((await everyPost(range(7, 0))).map((post) => [post.id, post.statistics]));
    // The first post: fan A on day 10 and today, fan B on day 10; day 0's two views are older.
    expect(byId.get(twelve[0]!)?.total_view).toBe(3);
    expect(byId.get(older)?.total_view).toBe(7);
    expect(byId.get(twelve[11]!)?.total_view).toBe(2);
  });
});

describe("a post's other numbers over a range", () => {
  it('counts the comments and likes written in the range', async () => {
    const today = new Map((await everyPost(range(1, 0))).map((post) => [post.id, post.statistics]));
    expect(today.get(twelve[0]!)).toMatchObject({ total_comment: 2, total_like: 1 });
    const before = new Map((await everyPost(range(30, 1))).map((post) => [post.id, post.statistics]));
    expect(before.get(twelve[0]!)).toMatchObject({ total_comment: 0, total_like: 0, total_view: 4 });
  });

  it('averages the views in the range over the days of it the post was out', async () => {
    const week = new Map((await everyPost(range(7, 0))).map((post) => [post.id, post.statistics]));
    // Out all 7 days: 7 views, 1 a day; 3 views, 0.43 a day.
    expect(week.get(older)?.total_average_view).toBe(1);
    expect(week.get(twelve[0]!)?.total_average_view).toBe(0.43);
    // Over 30 days the first post was out 12 of them and an hour: 5 views, 0.42 a day.
    const month = new Map((await everyPost(range(30, 0))).map((post) => [post.id, post.statistics]));
    expect(month.get(twelve[0]!)).toMatchObject({ total_view: 5, total_average_view: 0.42 });
  });
});
