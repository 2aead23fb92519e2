import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import type { Post } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { posts } from '../../server/db/schema.ts';
import { DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await logIn(server, DEMO_FANS[0]!.email, DEMO_FANS[0]!.password)).token;
});
afterAll(async () => {
  await server?.close();
});

async function newestPosts(viewerToken?: string): Promise<Post[]> {
  const { body } = await server.call('article/getList', {
    filter_by: 1,
    limit: 50,
    ...(viewerToken ? { token: viewerToken } : {}),
  });
  return getPostListCall.response.parse(body.data).list;
}

async function postOfType(articleType: number): Promise<Post> {
  const post = (await newestPosts()).find((p) => p.article_type === articleType);
  if (!post) throw new Error(`no visible post of type ${articleType}`);
  return post;
}

const like = async (id: number, as = token) =>
  (await server.call('article/like', { article_id: id, token: as })).body;
const unlike = async (id: number, as = token) =>
  (await server.call('article/unlike', { article_id: id, token: as })).body;

describe('article/like and article/unlike', () => {
  it('asks a visitor to log in', async () => {
    const post = await postOfType(ARTICLE_TYPE.free);
    const { body } = await server.call('article/like', { article_id: post.id });
    expect(body).toEqual({ status: 0, msg: 'Please log in to continue.', data: null });
  });

  it('counts a like once however often it is sent, and takes it back once', async () => {
    const post = await postOfType(ARTICLE_TYPE.free);
    expect(await like(post.id)).toEqual({
      status: 1,
      msg: '',
      data: { is_liked: 1, like_num: post.like_num + 1 },
    });
    expect((await like(post.id)).data).toEqual({ is_liked: 1, like_num: post.like_num + 1 });
    expect((await unlike(post.id)).data).toEqual({ is_liked: 0, like_num: post.like_num });
    expect((await unlike(post.id)).data).toEqual({ is_liked: 0, like_num: post.like_num });
  });

  it('shows is_liked in article/getList to the liker only', async () => {
    const post = await postOfType(ARTICLE_TYPE.free);
    await like(post.id);
    const mine = (await newestPosts(token)).find((p) => p.id === post.id)!;
    expect(mine).toMatchObject({ is_liked: 1, like_num: post.like_num + 1 });
    expect((await newestPosts(token)).filter((p) => p.is_liked === 1).map((p) => p.id)).toEqual([post.id]);
    const visitor = (await newestPosts()).find((p) => p.id === post.id)!;
    expect(visitor).toMatchObject({ is_liked: 0, like_num: post.like_num + 1 });
    await unlike(post.id);
  });

  it('lets anyone signed in like a locked post, whose preview is public', async () => {
    const post = await postOfType(ARTICLE_TYPE.subscription);
    expect(post.is_unlock).toBe(0);
    expect((await like(post.id)).data).toEqual({ is_liked: 1, like_num: post.like_num + 1 });
    await unlike(post.id);
  });

  it('never lowers a count below 0', async () => {
    const post = await postOfType(ARTICLE_TYPE.buy);
    await like(post.id);
    await server.database.handle.db.update(posts).set({ likeCount: 0 }).where(eq(posts.id, post.id));
    expect((await unlike(post.id)).data).toEqual({ is_liked: 0, like_num: 0 });
  });

  it('answers "does not exist" for a missing, private or scheduled post', async () => {
    const db = server.database.handle.db;
    const [privatePost] = await db
      .select()
      .from(posts)
      .where(eq(posts.articleType, ARTICLE_TYPE.private))
      .limit(1);
    const [scheduled] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.status, REVIEW_STATUS.published), gt(posts.displayAt, server.clock.now())))
      .limit(1);
    for (const id of [999_999, privatePost!.id, scheduled!.id]) {
      expect(await like(id)).toEqual({
        status: 0,
        msg: 'This post does not exist or is no longer available.',
        data: null,
      });
    }
    const german = await server.call('article/like', { article_id: 999_999, token }, { language: 'de' });
    expect(german.body.msg).toBe('Dieser Beitrag existiert nicht oder ist nicht mehr verfügbar.');
  });

  it('takes back the likes of a deleted account', async () => {
    const post = await postOfType(ARTICLE_TYPE.free);
    const account = await signUp(server);
    expect((await like(post.id, account.login.token)).data).toEqual({
      is_liked: 1,
      like_num: post.like_num + 1,
    });
    const deleted = await server.call('user/deleteAccount', {
      token: account.login.token,
      password: account.password,
    });
    expect(deleted.body.status).toBe(1);
    expect((await newestPosts()).find((p) => p.id === post.id)!.like_num).toBe(post.like_num);
  });
});
