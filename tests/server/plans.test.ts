import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlanPostsCall } from '../../src/contract/calls/subscribed-posts.ts';
import { listMyPlansCall } from '../../src/contract/calls/plan-list.ts';
import type { Plan } from '../../src/contract/entities-social.ts';
import { ARTICLE_TYPE, AUTH_STATUS, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { PLAN_PRESET_PICTURES } from '../../src/contract/rules/plan-rules.ts';
import { planPosts, posts, subscriptionPlans, users } from '../../server/db/schema.ts';
import { DEMO_CREATOR_PASSWORD, DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let fanToken: string;

beforeAll(async () => {
  server = await startTestServer();
  fanToken = (await logIn(server, DEMO_FANS[0]!.email, DEMO_FANS[0]!.password)).token;
});
afterAll(async () => {
  await server?.close();
});

interface Creator {
  token: string;
  userId: number;
  uuid: string;
}

/** A fresh account made an approved creator, as an accepted application would. */
async function newCreator(): Promise<Creator> {
  const account = await signUp(server);
  const db = server.database.handle.db;
  const [row] = await db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator, role: 3 })
    .where(eq(users.email, account.email))
    .returning({ id: users.id, uuid: users.uuid });
  return { token: account.login.token, userId: row!.id, uuid: row!.uuid };
}

const validPlan = {
  name: 'Supporter',
  content: 'Every post, early previews and a monthly Q&A.',
  price: 4.99,
  unlock_day_after_subscribe: 1000,
  status: 1,
  expire_days: 30,
};

const call = async (path: string, token: string, payload: Record<string, unknown> = {}) =>
  (await server.call(path, { ...payload, token })).body;

async function create(token: string, fields: Record<string, unknown> = {}) {
  return call('subscription/create', token, { ...validPlan, ...fields });
}

async function createOk(token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const body = await create(token, fields);
  expect(body.msg).toBe('');
  return (body.data as { id: number }).id;
}

async function myPlans(token: string): Promise<Plan[]> {
  const body = await call('subscription/list', token);
  return listMyPlansCall.response.parse(body.data).list;
}

describe('subscription/create rules', () => {
  let creator: Creator;
  beforeAll(async () => {
    creator = await newCreator();
  });
  // Each accepted case adds a plan; delete them so the 10-plan limit never gets in the way.
  async function accepts(fields: Record<string, unknown>) {
    const id = await createOk(creator.token, fields);
    expect((await call('subscription/bulkDel', creator.token, { ids: [id] })).status).toBe(1);
    return id;
  }
  async function refuses(fields: Record<string, unknown>, msg: string) {
    const body = await create(creator.token, fields);
    expect(body).toEqual({ status: 0, msg, data: null });
  }

  it('takes a name of up to 32 characters, refuses 33 or none', async () => {
    await accepts({ name: 'n'.repeat(32) });
    await refuses({ name: 'n'.repeat(33) }, 'The plan name can be at most 32 characters long.');
    await refuses({ name: '   ' }, 'Please enter the plan name.');
  });

  it('takes a description of up to 300 characters, refuses 301 or none', async () => {
    await accepts({ content: 'c'.repeat(300) });
    await refuses({ content: 'c'.repeat(301) }, 'The plan description can be at most 300 characters long.');
    await refuses({ content: '' }, 'Please enter the plan description.');
  });

  it('takes a price from 1 to 999 with at most two decimals', async () => {
    const priceMsg = 'The price must be between 1 and 999, with at most two decimals.';
    await accepts({ price: 1 });
    await accepts({ price: 999 });
    await accepts({ price: 12.5 });
    // A JSON number, not the form's text (docs/api.md, section 5).
    await refuses({ price: '12.50' }, 'The field "price" is missing or invalid.');
    await refuses({ price: 0.99 }, priceMsg);
    await refuses({ price: 999.01 }, priceMsg);
    await refuses({ price: 1.005 }, priceMsg);
  });

  it('stores the price as cents and answers it in currency units', async () => {
    const id = await createOk(creator.token, { price: 19.99 });
    expect((await myPlans(creator.token)).find((p) => p.id === id)?.price).toBe(19.99);
    const [row] = await server.database.handle.db
      .select({ cents: subscriptionPlans.priceCents })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id));
    expect(row?.cents).toBe(1999);
    await call('subscription/bulkDel', creator.token, { ids: [id] });
  });

  it('takes unlock days from 1 to 1000 (a whole number)', async () => {
    const msg = 'Unlocked days must be a whole number from 1 to 1000.';
    await accepts({ unlock_day_after_subscribe: 1 });
    await accepts({ unlock_day_after_subscribe: 1000 });
    await refuses({ unlock_day_after_subscribe: 0 }, msg);
    await refuses({ unlock_day_after_subscribe: 1001 }, msg);
    await refuses({ unlock_day_after_subscribe: 30.5 }, msg);
  });

  it('takes a subscription length of 7 to 365 days', async () => {
    const msg = 'The subscription length must be a whole number of days from 7 to 365.';
    await accepts({ expire_days: 7 });
    await accepts({ expire_days: 365 });
    await refuses({ expire_days: 6 }, msg);
    await refuses({ expire_days: 366 }, msg);
  });

  it('takes a preset picture or one of our media URLs, never another site', async () => {
    const preset = PLAN_PRESET_PICTURES[1]!;
    const id = await createOk(creator.token, { picture: preset.url });
    expect((await myPlans(creator.token)).find((p) => p.id === id)?.picture).toBe(preset.url);
    await call('subscription/bulkDel', creator.token, { ids: [id] });
    await accepts({ picture: '/media/p/uploads/abc/plan-cover.jpg' });
    const msg = 'Choose one of the preset pictures or an image you uploaded.';
    await refuses({ picture: 'https://evil.example/plan.png' }, msg);
    await refuses({ picture: '/media/p/../private/posts/x.jpg' }, msg);
    await refuses({ picture: '/media/o/posts/x.jpg' }, msg);
  });

  it('refuses the 11th plan with content.maxSubPlan', async () => {
    const other = await newCreator();
    for (let i = 1; i <= 10; i++) await createOk(other.token, { name: `Plan ${i}` });
    expect(await create(other.token, { name: 'Plan 11' })).toEqual({
      status: 0,
      msg: 'You can have at most 10 subscription plans.',
      data: null,
    });
    expect(await myPlans(other.token)).toHaveLength(10);
  });

  it('answers the limit in the caller’s language', async () => {
    const { body } = await server.call(
      'subscription/create',
      { ...validPlan, name: 'x'.repeat(33), token: creator.token },
      { language: 'de' },
    );
    expect(body.msg).toBe('Der Name des Plans darf höchstens 32 Zeichen lang sein.');
  });
});

describe('who may manage plans', () => {
  it('refuses a member (not an approved creator) every change', async () => {
    const msg = 'Only creators can manage subscription plans. Apply to become a creator first.';
    expect(await create(fanToken)).toEqual({ status: 0, msg, data: null });
    const pending = await signUp(server);
    await server.database.handle.db
      .update(users)
      .set({ authStatus: AUTH_STATUS.pending })
      .where(eq(users.email, pending.email));
    expect((await create(pending.login.token)).msg).toBe(msg);
  });

  it('asks a visitor to log in', async () => {
    const { body } = await server.call('subscription/create', validPlan);
    expect(body).toEqual({ status: 0, msg: 'Please log in to continue.', data: null });
  });

  it("refuses to touch another creator's plan", async () => {
    const owner = await newCreator();
    const intruder = await newCreator();
    const id = await createOk(owner.token);
    await createOk(intruder.token);
    const msg = 'This subscription plan does not exist or is no longer available.';
    expect(await call('subscription/update', intruder.token, { ...validPlan, id, name: 'Mine now' })).toEqual(
      {
        status: 0,
        msg,
        data: null,
      },
    );
    expect((await call('subscription/bulkDel', intruder.token, { ids: [id] })).msg).toBe(msg);
    expect((await call('subscription/updateSort', intruder.token, { id, sort: 'down' })).msg).toBe(msg);
    expect((await myPlans(owner.token)).map((p) => p.name)).toEqual(['Supporter']);
  });
});

describe('subscription/update', () => {
  it('edits the fields and keeps expire_days as created', async () => {
    const creator = await newCreator();
    const id = await createOk(creator.token, { expire_days: 30 });
    const body = await call('subscription/update', creator.token, {
      id,
      name: 'Inner circle',
      content: 'Everything.',
      price: 12.5,
      unlock_day_after_subscribe: 90,
      status: 0,
      expire_days: 90,
      picture: PLAN_PRESET_PICTURES[0]!.url,
    });
    expect(body).toEqual({ status: 1, msg: '', data: { id } });
    const [plan] = await myPlans(creator.token);
    expect(plan).toMatchObject({
      id,
      name: 'Inner circle',
      content: 'Everything.',
      price: 12.5,
      unlock_day_after_subscribe: 90,
      status: 0,
      expire_days: 30,
      picture: PLAN_PRESET_PICTURES[0]!.url,
    });
  });

  it('takes status 0 or 1 only and checks the same rules as create', async () => {
    const creator = await newCreator();
    const id = await createOk(creator.token);
    expect((await call('subscription/update', creator.token, { ...validPlan, id, status: 2 })).msg).toBe(
      'The plan status must be 0 (hidden) or 1 (on sale).',
    );
    expect((await call('subscription/update', creator.token, { ...validPlan, id, price: 0.99 })).msg).toBe(
      'The price must be between 1 and 999, with at most two decimals.',
    );
  });
});

describe('subscription/updateSort', () => {
  it('swaps a plan with its neighbour and refuses first-up and last-down', async () => {
    const creator = await newCreator();
    const a = await createOk(creator.token, { name: 'A' });
    const b = await createOk(creator.token, { name: 'B' });
    const c = await createOk(creator.token, { name: 'C' });
    expect((await myPlans(creator.token)).map((p) => p.id)).toEqual([a, b, c]);

    expect(await call('subscription/updateSort', creator.token, { id: a, sort: 'up' })).toEqual({
      status: 0,
      msg: 'This plan is already the first item.',
      data: null,
    });
    expect(await call('subscription/updateSort', creator.token, { id: c, sort: 'down' })).toEqual({
      status: 0,
      msg: 'This plan is already the last item.',
      data: null,
    });

    expect((await call('subscription/updateSort', creator.token, { id: c, sort: 'up' })).data).toEqual({
      ids: [a, c, b],
    });
    expect((await myPlans(creator.token)).map((p) => p.name)).toEqual(['A', 'C', 'B']);
    await call('subscription/updateSort', creator.token, { id: a, sort: 'down' });
    expect((await myPlans(creator.token)).map((p) => p.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('subscription/bulkDel', () => {
  it('deletes the plans and their post links, leaving the posts', async () => {
    const creator = await newCreator();
    const keep = await createOk(creator.token, { name: 'Keep' });
    const drop = await createOk(creator.token, { name: 'Drop' });
    const db = server.database.handle.db;
    const [post] = await db
      .insert(posts)
      .values({
        userId: creator.userId,
        title: 't',
        content: 'c',
        articleType: ARTICLE_TYPE.subscription,
        status: 2,
      })
      .returning({ id: posts.id });
    await db.insert(planPosts).values([
      { planId: keep, postId: post!.id },
      { planId: drop, postId: post!.id },
    ]);
    expect(await call('subscription/bulkDel', creator.token, { ids: `${drop}` })).toEqual({
      status: 1,
      msg: '',
      data: { ids: [drop] },
    });
    expect((await myPlans(creator.token)).map((p) => p.id)).toEqual([keep]);
    const links = await db.select().from(planPosts).where(eq(planPosts.postId, post!.id));
    expect(links).toEqual([{ planId: keep, postId: post!.id }]);
  });

  it('refuses the whole call when one id is not the creator’s', async () => {
    const creator = await newCreator();
    const id = await createOk(creator.token);
    expect((await call('subscription/bulkDel', creator.token, { ids: [id, 999_999] })).status).toBe(0);
    expect(await myPlans(creator.token)).toHaveLength(1);
  });
});

describe('plans as fans and creators read them', () => {
  it('lists a creator’s plans on sale by uuid, in order, not subscribed', async () => {
    const creator = await newCreator();
    const shown = await createOk(creator.token, { name: 'Shown' });
    const hidden = await createOk(creator.token, { name: 'Hidden', status: 0 });
    const body = await call('subscription/listSubscriptionByUuid', fanToken, { uuid: creator.uuid });
    expect(body.status).toBe(1);
    const list = (body.data as { list: Plan[] }).list;
    expect(list.map((p) => p.id)).toEqual([shown]);
    expect(list[0]).toMatchObject({ is_subscribed: 0, article_contain: 0, status: 1 });
    expect((await myPlans(creator.token)).map((p) => p.id)).toEqual([shown, hidden]);
    const visitor = (await server.call('subscription/listSubscriptionByUuid', { uuid: 'not-a-uuid' })).body;
    expect(visitor).toEqual({ status: 1, msg: '', data: { list: [] } });
  });

  it('says whether the signed-in creator has a plan', async () => {
    const creator = await newCreator();
    expect((await call('subscription/checkSubscriptionExists', creator.token)).data).toEqual({ exists: 0 });
    await createOk(creator.token);
    expect((await call('subscription/checkSubscriptionExists', creator.token)).data).toEqual({ exists: 1 });
  });

  it('answers mySubscription with an empty list until plans can be bought', async () => {
    expect(await call('subscription/mySubscription', fanToken)).toEqual({
      status: 1,
      msg: '',
      data: { list: [] },
    });
  });

  it('gives every seeded creator their seeded plans, with counts of the posts in them', async () => {
    const seeded = planSeed('test', server.seededAt);
    const first = seeded.creators[0]!;
    const login = await logIn(server, `${first.username}@example.com`, DEMO_CREATOR_PASSWORD);
    const plans = await myPlans(login.token);
    const expected = seeded.subscriptionPlans.filter((p) => p.creatorIndex === 0);
    expect(plans.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    expect(plans.some((p) => p.article_contain > 0)).toBe(true);
  });

  it('lists the preset pictures in app/config', async () => {
    const { body } = await server.call('app/config', {});
    expect((body.data as { subscription_images: string[] }).subscription_images).toEqual(
      PLAN_PRESET_PICTURES.map((p) => p.url),
    );
  });
});

describe('subscription/getSubscriptionArticles', () => {
  const DAY = 24 * 3600 * 1000;
  let creator: Creator;
  let planId: number;
  let hiddenPlanId: number;
  let recentIds: number[];
  let oldIds: number[];

  beforeAll(async () => {
    creator = await newCreator();
    planId = await createOk(creator.token, { unlock_day_after_subscribe: 30 });
    hiddenPlanId = await createOk(creator.token, { status: 0 });
    const db = server.database.handle.db;
    const now = server.clock.now().getTime();
    const row = (displayAt: number, status: number = REVIEW_STATUS.published) => ({
      userId: creator.userId,
      title: 'Subscriber set',
      content: 'c',
      articleType: ARTICLE_TYPE.subscription,
      status,
      displayAt: new Date(displayAt),
      createdAt: new Date(Math.min(displayAt, now)),
    });
    // 12 posts within the 30 unlock days, 3 older, one under review and one scheduled.
    const recent = await db
      .insert(posts)
      .values(Array.from({ length: 12 }, (_, i) => row(now - (i + 1) * DAY)))
      .returning({ id: posts.id });
    const old = await db
      .insert(posts)
      .values(Array.from({ length: 3 }, (_, i) => row(now - (40 + i) * DAY)))
      .returning({ id: posts.id });
    const unseen = await db
      .insert(posts)
      .values([row(now - 2 * DAY, REVIEW_STATUS.review), row(now + 3 * DAY)])
      .returning({ id: posts.id });
    recentIds = recent.map((p) => p.id);
    oldIds = old.map((p) => p.id);
    await db.insert(planPosts).values([...recent, ...old, ...unseen].map((p) => ({ planId, postId: p.id })));
  });

  async function page(query: Record<string, unknown>, token?: string) {
    const { body } = await server.call('subscription/getSubscriptionArticles', {
      subscription_id: planId,
      ...query,
      ...(token ? { token } : {}),
    });
    expect(body.msg).toBe('');
    return getPlanPostsCall.response.parse(body.data);
  }

  it('pages the contained posts newest first, 10 at a time, skipping what the viewer may not see', async () => {
    const first = await page({ subscription_unlock: 1 });
    expect(first.list.map((p) => p.id)).toEqual(recentIds.slice(0, 10));
    expect(first.limit).toBe(10);
    const second = await page({ subscription_unlock: 1, page: 2 });
    expect(second.list.map((p) => p.id)).toEqual(recentIds.slice(10));
  });

  it('lists the posts older than the unlock days as expired', async () => {
    const expired = await page({ subscription_unlock: 2 });
    expect(expired.list.map((p) => p.id)).toEqual(oldIds);
  });

  it('keeps originals locked for a fan and open for the creator', async () => {
    const asFan = await page({ subscription_unlock: 1, limit: 1 }, fanToken);
    expect(asFan.list[0]?.is_unlock).toBe(0);
    const asOwner = await page({ subscription_unlock: 1, limit: 1 }, creator.token);
    expect(asOwner.list[0]?.is_unlock).toBe(1);
  });

  it('counts the visible posts as article_contain', async () => {
    const plan = (await myPlans(creator.token)).find((p) => p.id === planId);
    expect(plan?.article_contain).toBe(15);
  });

  it('hides a plan that is not on sale from everyone but its creator, and an unknown plan', async () => {
    const msg = 'This subscription plan does not exist or is no longer available.';
    const { body } = await server.call('subscription/getSubscriptionArticles', {
      subscription_id: hiddenPlanId,
      token: fanToken,
    });
    expect(body).toEqual({ status: 0, msg, data: null });
    expect((await page({ subscription_id: hiddenPlanId }, creator.token)).list).toEqual([]);
    const unknown = await server.call('subscription/getSubscriptionArticles', { subscription_id: 999_999 });
    expect(unknown.body.msg).toBe(msg);
  });
});
