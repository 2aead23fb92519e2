/**
 * Comments and replies (issue 11, spec §4, §5): trimmed, never empty, at most COMMENT_MAX_LENGTH,
 * by a member, on a post the viewer may see; replies to a comment of the same post; lists paged
 * (comments newest first, replies oldest first) with reply_num and like state; likes idempotent,
 * never below 0; the post's comment_num right; a rate limit per user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../../src/contract/calls/comment-calls.ts';
import type { Comment } from '../../src/contract/entities-social.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { COMMENTS_PER_USER } from '../../server/auth/rate-limits.ts';
import { addPost } from './helpers/discovery.ts';
import { callAs, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let fan: Member;
let friend: Member;
let post: number;
let otherPost: number;
let privatePost: number;

beforeAll(async () => {
  server = await startTestServer();
  [creator, fan, friend] = [await newCreator(server), await newMember(server), await newMember(server)];
  post = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.subscription });
  otherPost = await addPost(server, creator.userId);
  privatePost = await addPost(server, creator.userId, { articleType: ARTICLE_TYPE.private });
});
afterAll(async () => {
  await server?.close();
});

const add = (member: Member | undefined, payload: Record<string, unknown>) =>
  callAs(server, member, 'comment/add', payload);
const list = async (payload: Record<string, unknown>, member?: Member) =>
  (await ok<{ list: Comment[] }>(server, member, 'comment/list', payload)).list;
const commentNum = async (id: number) =>
  (await ok<{ article: { comment_num: number } }>(server, undefined, 'article/getDetail', { id })).article
    .comment_num;

describe('comment/add', () => {
  it("asks a visitor to log in, and stores a member's comment trimmed, counted on the post", async () => {
    expect(await add(undefined, { article_id: post, content: 'Hi' })).toEqual({
      status: 0,
      msg: 'Please log in to continue.',
      data: null,
    });
    const before = await commentNum(post);
    const answer = await add(fan, { article_id: post, content: '  Lovely work\nreally  ' });
    expect(answer.status).toBe(1);
    expect(answer.data).toMatchObject({
      article_id: post,
      content: 'Lovely work\nreally',
      reply_comment_id: 0,
      author: { nickname: expect.any(String), thumb: '' },
      liked: 0,
      like: 0,
      reply_num: 0,
    });
    expect(await commentNum(post)).toBe(before + 1);
  });

  it(`refuses an empty comment, one over ${COMMENT_MAX_LENGTH} characters, and a post the member may not see`, async () => {
    expect((await add(fan, { article_id: post, content: '   \n ' })).msg).toBe(
      'The field "content" is missing or invalid.',
    );
    expect((await add(fan, { article_id: post, content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })).status).toBe(
      0,
    );
    expect((await add(fan, { article_id: post, content: 'é'.repeat(COMMENT_MAX_LENGTH) })).status).toBe(1);
    for (const id of [privatePost, 99_999_999])
      expect(await add(fan, { article_id: id, content: 'Hi' })).toEqual({
        status: 0,
        msg: 'This post does not exist or is no longer available.',
        data: null,
      });
    expect((await add(creator, { article_id: privatePost, content: 'Note to self' })).status).toBe(1);
  });

  it('adds replies to a comment of the same post only; a reply to a reply joins its thread', async () => {
    const root = (await add(fan, { article_id: otherPost, content: 'Root' })).data as Comment;
    const reply = (await add(friend, { article_id: otherPost, content: 'Reply', reply_comment_id: root.id }))
      .data as Comment;
    expect(reply.reply_comment_id).toBe(root.id);
    const nested = (
      await add(creator, { article_id: otherPost, content: 'Nested', reply_comment_id: reply.id })
    ).data as Comment;
    expect(nested.reply_comment_id).toBe(root.id);
    expect(await add(fan, { article_id: post, content: 'Wrong post', reply_comment_id: root.id })).toEqual({
      status: 0,
      msg: 'This comment does not exist or is no longer available.',
      data: null,
    });
    expect(
      (await add(fan, { article_id: otherPost, content: 'x', reply_comment_id: 99_999_999 })).status,
    ).toBe(0);
    const [listedRoot] = await list({ article_id: otherPost });
    expect(listedRoot).toMatchObject({ id: root.id, reply_num: 2 });
    expect(await commentNum(otherPost)).toBe(3);
  });
});

describe('comment/list', () => {
  it('pages comments newest first and replies oldest first, each with reply_num', async () => {
    const thread = await addPost(server, creator.userId);
    const tops: number[] = [];
    for (let i = 0; i < 12; i++) {
      server.clock.advance(1000);
      tops.push(
        ((await add(i % 2 ? fan : friend, { article_id: thread, content: `Comment ${i}` })).data as Comment)
          .id,
      );
    }
    const replies: number[] = [];
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1000);
      const reply = await add(creator, {
        article_id: thread,
        content: `Reply ${i}`,
        reply_comment_id: tops[0],
      });
      replies.push((reply.data as Comment).id);
    }
    const first = await list({ article_id: thread });
    const second = await list({ article_id: thread, page: 2 });
    expect(first.map((comment) => comment.id)).toEqual([...tops].reverse().slice(0, 10));
    expect(second.map((comment) => comment.id)).toEqual([tops[1], tops[0]]);
    expect(second[1]!.reply_num).toBe(3);
    const replyPage = await list({ article_id: thread, reply_comment_id: tops[0], limit: 2 });
    expect(replyPage.map((comment) => comment.id)).toEqual(replies.slice(0, 2));
    expect(replyPage.every((comment) => comment.reply_comment_id === tops[0])).toBe(true);
    expect(await list({ article_id: thread, reply_comment_id: tops[0], page: 2, limit: 2 })).toHaveLength(1);
    expect(await commentNum(thread)).toBe(15);
    expect((await callAs(server, undefined, 'comment/list', { article_id: privatePost })).status).toBe(0);
  });
});

describe('comment/like and comment/unlike', () => {
  it('counts a like once, takes it back once, never below 0, and shows it to the liker only', async () => {
    const comment = (await add(friend, { article_id: otherPost, content: 'Like me' })).data as Comment;
    const like = () => callAs(server, fan, 'comment/like', { comment_id: comment.id });
    const unlike = () => callAs(server, fan, 'comment/unlike', { comment_id: comment.id });
    expect((await like()).data).toEqual({ liked: 1, like: 1 });
    expect((await like()).data).toEqual({ liked: 1, like: 1 });
    const seen = (await list({ article_id: otherPost }, fan)).find((one) => one.id === comment.id)!;
    expect(seen).toMatchObject({ liked: 1, like: 1 });
    const visitor = (await list({ article_id: otherPost })).find((one) => one.id === comment.id)!;
    expect(visitor).toMatchObject({ liked: 0, like: 1 });
    expect((await unlike()).data).toEqual({ liked: 0, like: 0 });
    expect((await unlike()).data).toEqual({ liked: 0, like: 0 });
    expect((await callAs(server, fan, 'comment/like', { comment_id: 99_999_999 })).msg).toBe(
      'This comment does not exist or is no longer available.',
    );
  });
});

describe('counts when an account goes', () => {
  it("lowers comment_num, reply_num and comment likes by the deleted account's share", async () => {
    const leaving = await newMember(server);
    const thread = await addPost(server, creator.userId);
    const root = (await add(fan, { article_id: thread, content: 'Stays' })).data as Comment;
    await add(leaving, { article_id: thread, content: 'Goes', reply_comment_id: root.id });
    const own = (await add(leaving, { article_id: thread, content: 'Goes with its replies' }))
      .data as Comment;
    await add(fan, { article_id: thread, content: 'Reply that goes too', reply_comment_id: own.id });
    await ok(server, leaving, 'comment/like', { comment_id: root.id });
    expect(await commentNum(thread)).toBe(4);
    const password = 'Secret_pass1';
    expect((await callAs(server, leaving, 'user/deleteAccount', { password })).status).toBe(1);
    expect(await commentNum(thread)).toBe(1);
    expect((await list({ article_id: thread }))[0]).toMatchObject({ id: root.id, reply_num: 0, like: 0 });
  });
});

describe('the comment rate limit', () => {
  it(`lets a member add ${COMMENTS_PER_USER.points} comments in 10 minutes, then asks them to wait`, async () => {
    const chatty = await newMember(server);
    for (let i = 0; i < COMMENTS_PER_USER.points; i++)
      expect((await add(chatty, { article_id: otherPost, content: `Note ${i}` })).status).toBe(1);
    expect(await add(chatty, { article_id: otherPost, content: 'One more' })).toEqual({
      status: 0,
      msg: 'You are commenting too fast. Try again in 10 minutes.',
      data: null,
    });
  });
});
