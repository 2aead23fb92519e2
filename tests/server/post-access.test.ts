/**
 * Which posts a viewer may see (server/access/post-access.ts) is one rule, on the
 * server's clock, used alike by the feed, likes and a creator's post count. Known rows are
 * inserted for one author, so every expectation is written out rather than recomputed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { getUserInfoByUuidCall } from '../../src/contract/calls/user-get-user-info-by-uuid.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { posts, users } from '../../server/db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const HOUR = 3600_000;

let server: TestServer;
let author: { uuid: string; token: string };
let reader: { token: string };
const ids = { free: 0, locked: 0, own: 0, scheduled: 0, pending: 0 };

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const authorAccount = await signUp(server);
  author = { uuid: authorAccount.login.uuid, token: authorAccount.login.token };
  reader = { token: (await signUp(server)).login.token };
  const db = server.database.handle.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, author.uuid));
  const now = server.clock.now().getTime();
  const insert = async (
    name: keyof typeof ids,
    articleType: number,
    displayAt: number,
    status: number = REVIEW_STATUS.published,
  ) => {
    const [post] = await db
      .insert(posts)
      .values({
        userId: row!.id,
        title: name,
        content: name,
        articleType,
        status,
        displayAt: new Date(displayAt),
      })
      .returning({ id: posts.id });
    ids[name] = post!.id;
  };
  await insert('free', ARTICLE_TYPE.free, now - HOUR);
  await insert('locked', ARTICLE_TYPE.subscription, now - HOUR);
  await insert('own', ARTICLE_TYPE.private, now - HOUR);
  await insert('scheduled', ARTICLE_TYPE.free, now + HOUR);
  await insert('pending', ARTICLE_TYPE.free, now - HOUR, REVIEW_STATUS.review);
});
afterAll(async () => {
  await server?.close();
});

async function listedIds(token?: string): Promise<number[]> {
  const { body } = await server.call('article/getList', {
    filter_by: 1,
    limit: 20,
    uuid: author.uuid,
    ...(token ? { token } : {}),
  });
  expect(body.status).toBe(1);
  return getPostListCall.response
    .parse(body.data)
    .list.map((post) => post.id)
    .sort((a, b) => a - b);
}

async function postCount(): Promise<number> {
  const { body } = await server.call('user/getUserInfoByUuid', { uuid: author.uuid });
  return getUserInfoByUuidCall.response.parse(body.data).post_num;
}

async function likeStatus(id: number, token: string): Promise<number> {
  const { body } = await server.call('article/like', { article_id: id, token });
  return body.status;
}

describe('who may see which post', () => {
  it('shows others the published, displayed, non-private posts, and the author their private one too', async () => {
    expect(await listedIds()).toEqual([ids.free, ids.locked]);
    expect(await listedIds(reader.token)).toEqual([ids.free, ids.locked]);
    expect(await listedIds(author.token)).toEqual([ids.free, ids.locked, ids.own]);
  });

  it("counts on the creator's profile the posts the public sees", async () => {
    expect(await postCount()).toBe(2);
  });

  it('lets a reader like only the posts the reader may see', async () => {
    expect(await likeStatus(ids.locked, reader.token)).toBe(1);
    expect(await likeStatus(ids.own, reader.token)).toBe(0);
    expect(await likeStatus(ids.scheduled, reader.token)).toBe(0);
    expect(await likeStatus(ids.pending, reader.token)).toBe(0);
    expect(await likeStatus(ids.own, author.token)).toBe(1);
  });

  it("publishes a scheduled post when the server's clock passes its display time, in lists, likes and counts alike", async () => {
    server.clock.advance(2 * HOUR);
    expect(await listedIds()).toEqual([ids.free, ids.locked, ids.scheduled]);
    expect(await postCount()).toBe(3);
    expect(await likeStatus(ids.scheduled, reader.token)).toBe(1);
  });
});
