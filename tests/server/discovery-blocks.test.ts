/**
 * Blocks (issue 11, spec §6): block 1 and unblock 2, each idempotent, never oneself; a blocked
 * creator is gone for the blocker from every feed, search, list, detail and comment thread, and
 * cannot be subscribed to or bought from; the blocked account cannot comment on the blocker's posts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { addPost, idsOf, walkPosts } from './helpers/discovery.ts';
import {
  callAs,
  clientKey,
  newCreator,
  newMember,
  newPlan,
  ok,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let blocked: Member;
let fan: Member;
let bystander: Member;
let planId: number;
const ids = { free: 0, buy: 0, commentPost: 0 };
/** A word only the blocked creator's post and name carry. */
const WORD = 'quillonaut';

beforeAll(async () => {
  server = await startTestServer();
  [blocked, fan, bystander] = [await newCreator(server), await newMember(server), await newCreator(server)];
  await server.database.handle.db.execute(
    // The creator's display name carries the word, so a creator search finds them.
    sql`update users set nickname = ${`The ${WORD}`} where id = ${blocked.userId}`,
  );
  planId = await newPlan(server, blocked, { price: 5 });
  ids.free = await addPost(server, blocked.userId, {
    title: `${WORD} sketches`,
    likeCount: 10_000,
    minutesAgo: 1,
  });
  ids.buy = await addPost(server, blocked.userId, {
    articleType: ARTICLE_TYPE.buy,
    priceCents: 300,
    minutesAgo: 2,
  });
  ids.commentPost = await addPost(server, bystander.userId, { minutesAgo: 3 });
  // The blocked creator comments on someone else's post before the block.
  await ok(server, blocked, 'comment/add', { article_id: ids.commentPost, content: 'First!' });
  await ok(server, bystander, 'comment/add', { article_id: ids.commentPost, content: 'Hello there' });
  await subscribe(server, fan, blocked, planId, 5);
});
afterAll(async () => {
  await server?.close();
});

const block = (action: number, aff = blocked.aff, as = fan) =>
  callAs(server, as, 'user/blockUserEvent', { aff_blocked: aff, action_type: action });

describe('user/blockUserEvent and user/getBlockList', () => {
  it('blocks once however often it is sent, and lists the blocked account', async () => {
    expect(await block(1)).toEqual({ status: 1, msg: '', data: { is_block: 1 } });
    expect(await block(1)).toEqual({ status: 1, msg: '', data: { is_block: 1 } });
    const { list } = await ok<{ list: unknown[] }>(server, fan, 'user/getBlockList');
    expect(list).toEqual([
      { aff_blocked: blocked.aff, thumb: '', nickname: `The ${WORD}`, username: blocked.username },
    ]);
  });

  it('refuses to block oneself, an unknown account, another action, or a visitor', async () => {
    expect(await block(1, fan.aff)).toEqual({ status: 0, msg: 'You cannot block yourself.', data: null });
    expect(await block(1, 999_999_999)).toEqual({ status: 0, msg: 'This user does not exist.', data: null });
    expect((await block(3)).status).toBe(0);
    expect(
      (await callAs(server, undefined, 'user/blockUserEvent', { aff_blocked: 1, action_type: 1 })).msg,
    ).toBe('Please log in to continue.');
  });
});

describe('what a block hides from the blocker', () => {
  it('leaves the blocked creator out of every feed and search', async () => {
    for (const payload of [
      { filter_by: 0 },
      { filter_by: 1 },
      { filter_by: 2 },
      { filter_by: 1, keyword: WORD },
    ]) {
      const seen = await walkPosts(server, 'article/getList', payload, { token: fan.token });
      expect(
        seen.some((post) => post.uuid === blocked.uuid),
        JSON.stringify(payload),
      ).toBe(false);
    }
    expect((await walkPosts(server, 'article/getSubscriptionArticle', {}, { token: fan.token })).length).toBe(
      0,
    );
    expect(
      (await walkPosts(server, 'article/getArticleByInterseted', {}, { token: fan.token })).length,
    ).toBeGreaterThan(0);
    expect(
      (await walkPosts(server, 'article/getArticleByInterseted', {}, { token: fan.token })).some(
        (post) => post.uuid === blocked.uuid,
      ),
    ).toBe(false);
    expect(
      await walkPosts(server, 'article/getArticleByUser', { uuid: blocked.uuid }, { token: fan.token }),
    ).toEqual([]);
    const creators = await ok<{ list: { uuid: string }[] }>(server, fan, 'user/searchCreator', {
      keyword: WORD,
    });
    expect(creators.list).toEqual([]);
    const newest = await ok<{ list: { uuid: string }[] }>(server, fan, 'user/getNewCreator', { limit: 50 });
    expect(newest.list.some((creator) => creator.uuid === blocked.uuid)).toBe(false);
    const subscribed = await ok<{ list: { uuid: string }[] }>(server, fan, 'article/listSubscribe');
    expect(subscribed.list).toEqual([]);
    expect(await ok(server, fan, 'article/totalCreatorAndArticle', { keyword: WORD })).toEqual({
      creator_total: 0,
      article_total: 0,
    });
    // Everyone else still finds them.
    const public_ = await walkPosts(server, 'article/getList', { filter_by: 1, keyword: WORD });
    expect(idsOf(public_)).toEqual([ids.free]);
  });

  it("answers the blocked creator's page as blocked with nothing of theirs, their posts as not found, and their comments are gone from threads", async () => {
    for (const by of [{ uuid: blocked.uuid }, { username: blocked.username }]) {
      const profile = await ok<{ is_block: number; post_num: number; subscription_list: unknown[] }>(
        server,
        fan,
        'user/getUserInfoByUuid',
        by,
      );
      expect(profile).toMatchObject({ is_block: 1, post_num: 0, subscription_list: [] });
    }
    // Anyone else sees the profile as it is.
    expect(
      await ok<{ is_block: number }>(server, undefined, 'user/getUserInfoByUuid', { uuid: blocked.uuid }),
    ).toMatchObject({ is_block: 0 });
    expect(await callAs(server, fan, 'article/getDetail', { id: ids.free })).toMatchObject({
      status: 0,
      msg: 'This post does not exist or is no longer available.',
    });
    for (const path of ['article/like', 'comment/add', 'home/stat'])
      expect(
        (await callAs(server, fan, path, { article_id: ids.free, id: ids.free, content: 'x', time: 1 }))
          .status,
        path,
      ).toBe(0);
    const thread = await ok<{ list: { content: string }[] }>(server, fan, 'comment/list', {
      article_id: ids.commentPost,
    });
    expect(thread.list.map((comment) => comment.content)).toEqual(['Hello there']);
    const everyone = await ok<{ list: { content: string }[] }>(server, undefined, 'comment/list', {
      article_id: ids.commentPost,
    });
    expect(everyone.list.map((comment) => comment.content)).toEqual(['Hello there', 'First!']);
  });

  it('refuses to sell the blocker a plan or a post of the blocked creator', async () => {
    const plan = await callAs(server, fan, 'payment/subscriptionCreater', {
      item_id: planId,
      aff: blocked.aff,
      amount: 5,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(plan).toEqual({
      status: 0,
      msg: 'You have blocked this creator. Unblock them to subscribe or buy.',
      data: null,
    });
    const post = await callAs(server, fan, 'payment/buyPost', {
      item_id: ids.buy,
      aff: blocked.aff,
      amount: 3,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(post.msg).toBe('You have blocked this creator. Unblock them to subscribe or buy.');
    const german = await server.call(
      'payment/buyPost',
      {
        token: fan.token,
        item_id: ids.buy,
        aff: blocked.aff,
        amount: 3,
        pay_type_id: 78,
        client_key: clientKey(),
      },
      { language: 'de' },
    );
    expect(german.body.msg).toBe(
      'Du hast diese Person blockiert. Hebe die Blockierung auf, um zu abonnieren oder zu kaufen.',
    );
  });

  it("does not let the blocked account comment on the blocker's posts", async () => {
    const creatorFan = await newCreator(server);
    const post = await addPost(server, creatorFan.userId, { minutesAgo: 1 });
    await ok(server, creatorFan, 'user/blockUserEvent', { aff_blocked: bystander.aff, action_type: 1 });
    expect(await callAs(server, bystander, 'comment/add', { article_id: post, content: 'Hi' })).toEqual({
      status: 0,
      msg: 'You cannot comment on this post.',
      data: null,
    });
    // They still see the post: a block hides in one direction.
    expect((await callAs(server, bystander, 'article/getDetail', { id: post })).status).toBe(1);
  });

  it('brings everything back on unblock, once however often it is sent', async () => {
    expect(await block(2)).toEqual({ status: 1, msg: '', data: { is_block: 0 } });
    expect(await block(2)).toEqual({ status: 1, msg: '', data: { is_block: 0 } });
    expect((await ok<{ list: unknown[] }>(server, fan, 'user/getBlockList')).list).toEqual([]);
    expect((await callAs(server, fan, 'article/getDetail', { id: ids.free })).status).toBe(1);
    const feed = await walkPosts(server, 'article/getSubscriptionArticle', {}, { token: fan.token });
    expect(idsOf(feed)).toEqual([ids.free, ids.buy]);
    expect(
      (await ok<{ list: unknown[] }>(server, fan, 'user/searchCreator', { keyword: WORD })).list,
    ).toHaveLength(1);
  });
});
