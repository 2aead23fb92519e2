/**
 * The signed-in fan of `npm run bench:api:scale` (issue 24): BENCH_FAN of the scale seed
 * (scale-seed-fans.ts), given a random password of this run (no known login stays in the kept
 * database, as with the console's operator) and signed in through `account/loginByPassword` as the
 * app signs in; the session token then travels in every sealed request, as the app sends it. Their
 * calls: home's subscribed feed (a subscriber's home opens on it), the detail of a pay-per-post post
 * they bought and liked, of a creator they subscribe to (likes, purchases, subscriptions, blocks and
 * the chat rule all asked), and that creator's page and posts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import type { LoginResult } from '../../src/contract/entities-account.ts';
import type { Creator, Post } from '../../src/contract/entities.ts';
import type { PostDetail } from '../../src/contract/entities-discovery.ts';
import { encodeForm, openResponse, sealRequest, type EnvelopeKeys } from '../../src/contract/envelope.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { signedInUserId } from '../../server/http/call-context.ts';
import { findPublicProfile } from '../../server/modules/creators/creators.service.ts';
import { getPostDetail } from '../../server/modules/posts/post-detail.service.ts';
import { listCreatorPosts, listSubscribedPosts } from '../../server/modules/posts/post-lists.service.ts';
import type { ScaleCall } from './scale-call.ts';
import { BENCH_CREATOR_INDEX, BENCH_FAN } from './scale-seed-fans.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE = 10;

interface FanServer {
  baseUrl: string;
  keys: EnvelopeKeys;
}

/** Gives the fan a password of this run and signs them in as the app does; answers the session token. */
export async function signInBenchFan(
  databaseUrl: string,
  server: FanServer,
  guestId: string,
): Promise<string> {
  const password = randomBytes(18).toString('base64url');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const hash = await hashPassword(password);
    await pool.query('update users set password_hash = $1 where username = $2', [hash, BENCH_FAN]);
  } finally {
    await pool.end();
  }
  const params = { account: BENCH_FAN, password, oauth_id: guestId, oauth_type: 'pwa' };
  const answer = await fetch(`${server.baseUrl}/api/account/loginByPassword`, {
    method: 'POST',
    headers: FORM,
    body: encodeForm(sealRequest(params, server.keys)),
  });
  const opened = openResponse(await answer.json(), server.keys);
  if (opened.status !== 1) throw new Error(`the fan's sign-in answered ${opened.status} ${opened.msg}`);
  return (opened.data as LoginResult).token;
}

/** The creator the fan subscribes to, and a post of theirs the fan bought and liked. */
async function fanPicks(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ uuid: string; username: string; post: number }>(
      `select creator.uuid, creator.username, posts.id as post
       from users as fan
       join users as creator on creator.username = 'bench' || ${BENCH_CREATOR_INDEX + 1}
       join posts on posts.user_id = creator.id and posts.status = 2 and posts.display_at <= now()
       join purchases on purchases.post_id = posts.id and purchases.user_id = fan.id
       join post_likes on post_likes.post_id = posts.id and post_likes.user_id = fan.id
       where fan.username = $1 order by posts.display_at desc limit 1`,
      [BENCH_FAN],
    );
    if (!rows[0]) throw new Error(`${BENCH_FAN} bought and liked no post of the benchmark's creator`);
    return rows[0];
  } finally {
    await pool.end();
  }
}

const subscribed = (creator: Creator) =>
  creator.is_subscribed === 1 && creator.is_able_send_message === 1
    ? undefined
    : 'the creator page does not show the fan subscribed, able to message';

/** A page of posts shows the fan's subscriptions: a subscribers-only post on it is open. */
const subscriberPostsOpen = (data: unknown) =>
  (data as { list: Post[] }).list.some(
    (one) => one.article_type === ARTICLE_TYPE.subscription && one.is_unlock === 1,
  )
    ? undefined
    : 'no subscribers-only post of the page is open to the subscribed fan';

/** The fan's calls (caller 'fan': sent with their token, captured for bare with their session). */
export async function fanCalls(databaseUrl: string): Promise<ScaleCall[]> {
  const { uuid, username, post } = await fanPicks(databaseUrl);
  const firstPage = { page: 1, limit: PAGE };
  return [
    {
      name: 'fan-home',
      label: "a fan's home: the subscribed feed (`article/getSubscriptionArticle`, page 1)",
      path: 'article/getSubscriptionArticle',
      params: firstPage,
      service: (ctx) => listSubscribedPosts(ctx, signedInUserId(ctx), firstPage),
      caller: 'fan',
      refusal: subscriberPostsOpen,
    },
    {
      name: 'fan-post',
      label: 'a post the fan bought and liked (`article/getDetail`)',
      path: 'article/getDetail',
      params: { id: post, username },
      service: (ctx) => getPostDetail(ctx, { id: post, username }),
      caller: 'fan',
      refusal: (data) => {
        const { article, creator } = data as PostDetail;
        if (article.is_unlock !== 1 || article.is_liked !== 1)
          return 'the post is not shown bought and liked';
        return subscribed(creator);
      },
    },
    {
      name: 'fan-creator',
      label: 'the page of a creator the fan subscribes to (`user/getUserInfoByUuid`)',
      path: 'user/getUserInfoByUuid',
      params: { username },
      service: (ctx) => findPublicProfile(ctx, { username }),
      caller: 'fan',
      refusal: (data) => subscribed(data as Creator),
    },
    {
      name: 'fan-creator-posts',
      label: "that creator's posts as the fan (`article/getArticleByUser`)",
      path: 'article/getArticleByUser',
      params: { uuid, ...firstPage },
      service: (ctx) => listCreatorPosts(ctx, { uuid, ...firstPage }),
      caller: 'fan',
      refusal: subscriberPostsOpen,
    },
  ];
}
