/**
 * A creator previews their own page (spec §2 mine/profile-prvw): the creator page's calls with
 * `preview` answer as a visitor sees the page, or as a subscriber of every plan does; on anyone
 * else's page, and for a visitor, `preview` changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { newCreator, newMember, newPlan, newPost, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let creator: Member;
let fan: Member;
const ids = { free: 0, plan: 0, paid: 0, hidden: 0 };

beforeAll(async () => {
  server = await startTestServer();
  creator = await newCreator(server);
  fan = await newMember(server);
  const plan = await newPlan(server, creator);
  ids.free = await newPost(server, creator, { articleType: ARTICLE_TYPE.free, hoursAgo: 4 });
  ids.plan = await newPost(server, creator, {
    articleType: ARTICLE_TYPE.subscription,
    planIds: [plan],
    hoursAgo: 3,
  });
  ids.paid = await newPost(server, creator, { articleType: ARTICLE_TYPE.buy, priceCents: 500, hoursAgo: 2 });
  ids.hidden = await newPost(server, creator, { articleType: ARTICLE_TYPE.private, hoursAgo: 1 });
});
afterAll(async () => {
  await server?.close();
});

interface WirePost {
  id: number;
  is_unlock: number;
}

/** The page as `who` is answered it: which posts are listed, which open, the counts and the Subscribed state. */
async function pageAs(who: Member | undefined, preview?: 'visitor' | 'subscriber') {
  const extra = preview ? { preview } : {};
  const posts = await ok<{ list: WirePost[] }>(server, who, 'article/getArticleByUser', {
    uuid: creator.uuid,
    ...extra,
  });
  const total = await ok<{ article_total: number }>(server, who, 'article/totalCreatorAndArticle', {
    uuid: creator.uuid,
    ...extra,
  });
  const profile = await ok<{ is_subscribed: number; post_num: number }>(
    server,
    who,
    'user/getUserInfoByUuid',
    { username: creator.username.toUpperCase(), ...extra },
  );
  return {
    listed: posts.list.map((post) => post.id).sort((a, b) => a - b),
    open: posts.list
      .filter((post) => post.is_unlock === 1)
      .map((post) => post.id)
      .sort((a, b) => a - b),
    total: total.article_total,
    postNum: profile.post_num,
    subscribed: profile.is_subscribed,
  };
}

describe('a creator previewing their own page', () => {
  it('sees every post of theirs, all open, without a preview', async () => {
    const own = await pageAs(creator);
    expect(own.listed).toEqual([ids.free, ids.plan, ids.paid, ids.hidden]);
    expect(own.open).toEqual(own.listed);
  });

  it('as a visitor: no private post, only the free one open, not subscribed', async () => {
    expect(await pageAs(creator, 'visitor')).toEqual({
      listed: [ids.free, ids.plan, ids.paid],
      open: [ids.free],
      total: 3,
      postNum: 3,
      subscribed: 0,
    });
    expect(await pageAs(creator, 'visitor')).toEqual(await pageAs(undefined));
  });

  it('as a subscriber: the plan posts open too, the pay-per-post stays locked, subscribed', async () => {
    expect(await pageAs(creator, 'subscriber')).toEqual({
      listed: [ids.free, ids.plan, ids.paid],
      open: [ids.free, ids.plan],
      total: 3,
      postNum: 3,
      subscribed: 1,
    });
  });

  it("changes nothing on someone else's page, nor for a visitor", async () => {
    const fanView = await pageAs(fan);
    expect(await pageAs(fan, 'subscriber')).toEqual(fanView);
    expect(fanView.open).toEqual([ids.free]);
    expect(await pageAs(undefined, 'subscriber')).toEqual(await pageAs(undefined));
  });
});
