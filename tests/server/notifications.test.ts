/**
 * Issue 25, notifications: a member is told what others did to them (a subscription, a renewal, a
 * cancellation, a tip, a purchase, a comment, a reply, likes, messages, the operators' decisions),
 * never what they did themselves; likes of a post are one notification while unread, counting the
 * members who liked; a type turned off writes nothing; marking read touches only the member's own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNotificationsCall } from '../../src/contract/calls/notifications.ts';
import { NOTIFICATION_TYPES, type Notification } from '../../src/contract/entities-notifications.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { posts, userSubscriptions } from '../../server/db/schema.ts';
import {
  buy,
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let moderator: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  moderator = await signInTestOperator(server, 'moderator');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function notificationsOf(member: Member, limit = 50) {
  const data = await ok(server, member, 'user/getNotificationList', { page: 1, limit });
  return listNotificationsCall.response.parse(data);
}

const onlyOfType = async (member: Member, type: Notification['type']) =>
  (await notificationsOf(member)).list.filter((notice) => notice.type === type);

describe('sales', () => {
  it('tell the creator of a subscription, a purchase and a cancellation, with who, what and how much', async () => {
    const creator = await newCreator(server);
    const fan = await newMember(server);
    const planId = await newPlan(server, creator, { name: 'Inner circle', price: 7.5 });
    await subscribe(server, fan, creator, planId, 7.5);
    const postId = await newPost(server, creator, {
      articleType: ARTICLE_TYPE.buy,
      priceCents: 350,
      title: 'Night swim',
    });
    await buy(server, fan, creator, postId, 3.5);
    const [held] = await server.database.handle.db
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, fan.userId));
    await ok(server, fan, 'payment/cancelSubscription', { type: 0, userSubscriptionId: held!.id });
    // Cancelling twice changes nothing more, and tells nothing more.
    await ok(server, fan, 'payment/cancelSubscription', { type: 0, userSubscriptionId: held!.id });

    const { list, unread } = await notificationsOf(creator);
    expect(list.map((notice) => notice.type)).toEqual(['cancellation', 'purchase', 'subscriber']);
    expect(unread).toBe(3);
    const actor = { aff: fan.aff, uuid: fan.uuid, username: fan.username };
    expect(list[0]).toMatchObject({ type: 'cancellation', plan_name: 'Inner circle', actor, read: 0 });
    expect(list[1]).toMatchObject({
      type: 'purchase',
      amount: 3.5,
      post: { id: postId, title: 'Night swim', username: creator.username },
      actor,
    });
    expect(list[2]).toMatchObject({
      type: 'subscriber',
      amount: 7.5,
      plan_name: 'Inner circle',
      actor,
      count: 1,
    });
    // The fan did all of it: nothing of it is theirs.
    expect((await notificationsOf(fan)).list).toEqual([]);
    await expectLedgerBalanced(server);
  });
});

describe('likes', () => {
  it('are one unread notification per post counting the members, naming the latest; read, a new like starts another', async () => {
    const creator = await newCreator(server);
    const [first, second] = [await newMember(server), await newMember(server)];
    const postId = await newPost(server, creator, { articleType: ARTICLE_TYPE.free, title: 'Morning light' });
    const like = (member: Member) => ok(server, member, 'article/like', { article_id: postId });
    const unlike = (member: Member) => ok(server, member, 'article/unlike', { article_id: postId });
    await like(first);
    await like(second);
    // The latest liker taking it back and liking again is not one more member.
    await unlike(second);
    await like(second);
    // The author's own like tells nobody.
    await like(creator);

    let likes = await onlyOfType(creator, 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ count: 2, actor: { aff: second.aff }, post: { id: postId }, read: 0 });

    const { unread } = await ok<{ unread: number }>(server, creator, 'user/markNotificationsRead', {
      ids: [likes[0]!.id],
    });
    expect(unread).toBe(0);
    const third = await newMember(server);
    await like(third);
    likes = await onlyOfType(creator, 'like');
    expect(likes.map((notice) => [notice.count, notice.read, notice.actor?.aff])).toEqual([
      [1, 0, third.aff],
      [2, 1, second.aff],
    ]);
  });
});

describe('comments', () => {
  it("tell the post's author of a comment and the commenter of a reply to it, with the text", async () => {
    const creator = await newCreator(server);
    const fan = await newMember(server);
    const postId = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
    const comment = await ok<{ id: number }>(server, fan, 'comment/add', {
      article_id: postId,
      content: 'What lens was this?',
    });
    await ok(server, creator, 'comment/add', {
      article_id: postId,
      content: 'A 35 mm, wide open.',
      reply_comment_id: comment.id,
    });
    expect(await onlyOfType(creator, 'comment')).toMatchObject([
      { text: 'What lens was this?', actor: { aff: fan.aff }, post: { id: postId } },
    ]);
    expect(await onlyOfType(fan, 'reply')).toMatchObject([
      { text: 'A 35 mm, wide open.', actor: { aff: creator.aff }, post: { id: postId } },
    ]);
    // The creator replied on their own post: that is no comment for them.
    expect(await onlyOfType(creator, 'reply')).toEqual([]);
  });
});

describe('the operators’ decisions', () => {
  it('tell the creator their post was turned down, with the reason, or published after review', async () => {
    const creator = await newCreator(server);
    const waiting = async () => {
      const id = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
      await server.database.handle.db
        .update(posts)
        .set({ status: REVIEW_STATUS.review })
        .where(eq(posts.id, id));
      return id;
    };
    const [rejected, approved] = [await waiting(), await waiting()];
    const decide = async (body: Record<string, unknown>) =>
      expect((await moderator.call('ops/decidePost', body)).body).toMatchObject({ status: 1 });
    await decide({ id: rejected, decision: 'reject', reason: 'copyright', note: '' });
    await decide({ id: approved, decision: 'approve' });
    const { list } = await notificationsOf(creator);
    expect(list.map((notice) => [notice.type, notice.post?.id, notice.text, notice.actor])).toEqual([
      ['post_approved', approved, '', null],
      ['post_rejected', rejected, 'copyright', null],
    ]);
  });
});

describe('settings', () => {
  it('start with every type on; a type turned off writes nothing until turned on again', async () => {
    const creator = await newCreator(server);
    const fan = await newMember(server);
    const { settings } = await ok<{ settings: Record<string, number> }>(
      server,
      creator,
      'user/getNotificationSettings',
    );
    expect(settings).toEqual(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, 1])));

    const off = await ok<{ settings: Record<string, number> }>(
      server,
      creator,
      'user/setNotificationSetting',
      {
        type: 'like',
        enabled: 0,
      },
    );
    expect(off.settings).toMatchObject({ like: 0, comment: 1 });
    const postId = await newPost(server, creator, { articleType: ARTICLE_TYPE.free });
    await ok(server, fan, 'article/like', { article_id: postId });
    expect(await onlyOfType(creator, 'like')).toEqual([]);

    await ok(server, creator, 'user/setNotificationSetting', { type: 'like', enabled: 1 });
    await ok(server, fan, 'article/unlike', { article_id: postId });
    await ok(server, fan, 'article/like', { article_id: postId });
    expect(await onlyOfType(creator, 'like')).toHaveLength(1);
  });

  it('refuse a type that does not exist', async () => {
    const member = await newMember(server);
    const body = await callAs(server, member, 'user/setNotificationSetting', {
      type: 'everything',
      enabled: 0,
    });
    expect(body.status).toBe(0);
    expect(body.msg).not.toBe('');
  });
});

describe('reading', () => {
  it("marks only the member's own read; all at once; the count follows; a visitor is asked to log in", async () => {
    const creator = await newCreator(server);
    const other = await newCreator(server);
    const fan = await newMember(server);
    for (const author of [creator, other]) {
      const postId = await newPost(server, author, { articleType: ARTICLE_TYPE.free });
      await ok(server, fan, 'comment/add', { article_id: postId, content: 'Lovely.' });
      await ok(server, fan, 'comment/add', { article_id: postId, content: 'Truly.' });
    }
    const othersId = (await notificationsOf(other)).list[0]!.id;
    const mine = await ok<{ unread: number }>(server, creator, 'user/markNotificationsRead', {
      ids: [othersId],
    });
    expect(mine.unread).toBe(2);
    expect((await ok<{ unread: number }>(server, other, 'user/getUnreadNotificationCount')).unread).toBe(2);
    expect(
      (await ok<{ unread: number }>(server, creator, 'user/markNotificationsRead', { all: 1 })).unread,
    ).toBe(0);
    expect((await notificationsOf(creator)).list.every((notice) => notice.read === 1)).toBe(true);
    // Paged: newest first, a page of one.
    const firstPage = await ok<{ list: Notification[] }>(server, other, 'user/getNotificationList', {
      page: 1,
      limit: 1,
    });
    const secondPage = await ok<{ list: Notification[] }>(server, other, 'user/getNotificationList', {
      page: 2,
      limit: 1,
    });
    expect(firstPage.list[0]!.text).toBe('Truly.');
    expect(secondPage.list[0]!.text).toBe('Lovely.');

    const visitor = await callAs(server, undefined, 'user/getNotificationList', {});
    expect(visitor).toEqual({ status: 0, msg: 'Please log in to continue.', data: null });
  });
});
