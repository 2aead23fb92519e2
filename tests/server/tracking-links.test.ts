/**
 * Issue 25, tracking links (docs/decisions/tracking-links.md): a creator makes named links to
 * their page (a name of 1 to 40 characters, at most 50 links); each counts its visits, the
 * sign-ups made with its code, and the new subscriptions and revenue its fans brought the creator
 * within 30 days of arriving through it (refunds subtracted, the latest link winning). Through the
 * envelope, on the server's clock, with the sandbox's payments and the ledger invariant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingLink } from '../../src/contract/entities-tracking-links.ts';
import {
  TRACKING_ATTRIBUTION_DAYS,
  TRACKING_LINK_NAME_MAX_LENGTH,
  TRACKING_LINKS_MAX,
} from '../../src/contract/rules/tracking-link-rules.ts';
import { trackingAttributions, trackingLinks, users } from '../../server/db/schema.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { requestRefund } from '../../server/modules/payments/refunds.service.ts';
import { freshAddress, newAccountDetails } from './helpers/accounts.ts';
import {
  buy,
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  runJobs,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 3600_000;

interface LinkList {
  list: TrackingLink[];
  page: number;
  limit: number;
  total: number;
  max: number;
}

const createLink = (creator: Member, name: string) =>
  ok<TrackingLink>(server, creator, 'user/createTrackingLink', { name });

const listLinks = (creator: Member, paging: { page?: number; limit?: number } = {}) =>
  ok<LinkList>(server, creator, 'user/getTrackingLinkList', paging);

const linkNamed = async (creator: Member, id: number) =>
  (await listLinks(creator, { limit: 50 })).list.find((link) => link.id === id)!;

/** A visit of the creator page with `?t=code`, as a visitor with its own guest id or as a member. */
const visit = (code: string, as: { member?: Member; guest?: string } = {}) =>
  callAs(server, as.member, 'app/trackingLinkVisit', {
    code,
    ...(as.guest ? { oauth_id: as.guest } : {}),
  });

/** Signs up a new fan with the link's code, as the sign-up form sends it; answers the fan. */
async function signUpWithCode(code: string): Promise<Member> {
  const details = newAccountDetails('fan');
  const { body } = await server.call(
    'account/registerByPassword',
    { ...details, tracking_code: code },
    { address: freshAddress() },
  );
  expect(body.msg).toBe('');
  const login = body.data as { token: string; uuid: string };
  const [row] = await server.database.handle.db
    .select({ id: users.id, aff: users.aff })
    .from(users)
    .where(eq(users.email, details.email));
  return { token: login.token, uuid: login.uuid, userId: row!.id, aff: row!.aff, username: details.account };
}

async function refund(orderId: string) {
  const deps = {
    db: server.database.handle.db,
    config: server.config,
    now: () => server.clock.now(),
    provider: createPaymentProvider(server.config, { error: () => undefined }),
    ids: randomIds,
  };
  expect(await requestRefund(deps, orderId)).toEqual({ ok: true, orderId });
  await runJobs(server);
}

describe('a creator’s tracking links', () => {
  it('holds the issue’s numbers', () => {
    expect([TRACKING_LINK_NAME_MAX_LENGTH, TRACKING_LINKS_MAX, TRACKING_ATTRIBUTION_DAYS]).toEqual([
      40, 50, 30,
    ]);
  });

  it('makes a named link with a random URL-safe code to the creator’s page', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, '  Instagram bio  ');
    expect(link).toMatchObject({
      name: 'Instagram bio',
      visits: 0,
      sign_ups: 0,
      subscriptions: 0,
      revenue: 0,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(link.url_path).toBe(`/${creator.username}?t=${link.code}`);
    const other = await createLink(creator, 'Instagram bio');
    expect(other.code).not.toBe(link.code);
  });

  it('refuses a name that is empty or longer than 40 characters', async () => {
    const creator = await newCreator(server);
    const empty = await callAs(server, creator, 'user/createTrackingLink', { name: '   ' });
    expect(empty).toMatchObject({ status: 0, msg: 'Give the link a name.' });
    const long = await callAs(server, creator, 'user/createTrackingLink', { name: 'x'.repeat(41) });
    expect(long).toMatchObject({ status: 0, msg: 'A link name can be at most 40 characters.' });
    expect((await createLink(creator, 'x'.repeat(40))).name).toHaveLength(40);
  });

  it('lets only creators make or list links', async () => {
    const member = await newMember(server);
    for (const [path, payload] of [
      ['user/createTrackingLink', { name: 'Mine' }],
      ['user/getTrackingLinkList', {}],
    ] as const) {
      expect(await callAs(server, member, path, payload)).toMatchObject({
        status: 0,
        msg: 'Only creators can make tracking links.',
      });
    }
    expect((await callAs(server, undefined, 'user/createTrackingLink', { name: 'x' })).status).not.toBe(1);
  });

  it('refuses the 51st link, in the creator’s language', async () => {
    const creator = await newCreator(server);
    for (let n = 1; n <= 50; n++) await createLink(creator, `Link ${n}`);
    const refused = await callAs(server, creator, 'user/createTrackingLink', { name: 'One more' });
    expect(refused).toMatchObject({
      status: 0,
      msg: 'You can have at most 50 tracking links. Delete one to make a new one.',
    });
    const german = await callAs(server, creator, 'user/createTrackingLink', { name: 'Noch einer' }, 'de');
    expect(german.msg).toBe(
      'Du kannst höchstens 50 Tracking-Links haben. Lösche einen, um einen neuen zu erstellen.',
    );
    const { list, total, max } = await listLinks(creator, { limit: 50 });
    expect({ shown: list.length, total, max }).toEqual({ shown: 50, total: 50, max: 50 });
    await ok(server, creator, 'user/deleteTrackingLink', { id: list[0]!.id });
    expect((await createLink(creator, 'One more')).name).toBe('One more');
  });

  it('lists the creator’s own links newest first, paged', async () => {
    const creator = await newCreator(server);
    const someoneElse = await newCreator(server);
    await createLink(someoneElse, 'Not yours');
    const first = await createLink(creator, 'First');
    server.clock.advance(1000);
    const second = await createLink(creator, 'Second');
    server.clock.advance(1000);
    const third = await createLink(creator, 'Third');
    const page1 = await listLinks(creator, { page: 1, limit: 2 });
    expect(page1.list.map((link) => link.id)).toEqual([third.id, second.id]);
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 3 });
    const page2 = await listLinks(creator, { page: 2, limit: 2 });
    expect(page2.list.map((link) => link.id)).toEqual([first.id]);
  });

  it('deletes only the creator’s own link, and its figures with it', async () => {
    const creator = await newCreator(server);
    const intruder = await newCreator(server);
    const link = await createLink(creator, 'Twitter');
    const fan = await signUpWithCode(link.code);
    expect((await linkNamed(creator, link.id)).sign_ups).toBe(1);
    expect(await callAs(server, intruder, 'user/deleteTrackingLink', { id: link.id })).toMatchObject({
      status: 0,
      msg: 'This tracking link does not exist.',
    });
    expect((await listLinks(creator)).total).toBe(1);
    await ok(server, creator, 'user/deleteTrackingLink', { id: link.id });
    expect((await listLinks(creator)).list).toEqual([]);
    const left = await server.database.handle.db
      .select()
      .from(trackingAttributions)
      .where(eq(trackingAttributions.fanId, fan.userId));
    expect(left).toEqual([]);
  });
});

describe('app/trackingLinkVisit', () => {
  it('counts a visit from a visitor and answers whose page it is; a reload does not count again', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Reddit');
    expect(await visit(link.code, { guest: 'guest-a' })).toMatchObject({
      status: 1,
      data: { username: creator.username },
    });
    await visit(link.code, { guest: 'guest-a' });
    await visit(link.code, { guest: 'guest-b' });
    expect((await linkNamed(creator, link.id)).visits).toBe(2);
  });

  it('refuses an unknown code clearly', async () => {
    expect(await visit('NoSuchCode1', { guest: 'guest-c' })).toMatchObject({
      status: 0,
      msg: 'This link is no longer valid.',
    });
  });

  it('is limited to 30 a minute per address, like other anonymous calls', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Flood');
    const address = freshAddress();
    const visitFrom = (n: number) =>
      server.call('app/trackingLinkVisit', { code: link.code, oauth_id: `flood-${n}` }, { address });
    for (let n = 1; n <= 30; n++) expect((await visitFrom(n)).body.status).toBe(1);
    const refused = (await visitFrom(31)).body;
    expect(refused.status).toBe(0);
    expect(refused.msg).toMatch(/^Too many attempts/);
    expect((await linkNamed(creator, link.id)).visits).toBe(30);
  });

  it('does not count the creator opening their own link', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Own');
    expect((await visit(link.code, { member: creator })).status).toBe(1);
    expect((await linkNamed(creator, link.id)).visits).toBe(0);
  });
});

describe('what a link brought', () => {
  it('credits a sign-up with the code, and the fan’s subscription and purchase as revenue', async () => {
    const creator = await newCreator(server);
    const otherCreator = await newCreator(server);
    const link = await createLink(creator, 'TikTok');
    await visit(link.code, { guest: 'guest-before-sign-up' });
    const fan = await signUpWithCode(link.code);
    await subscribe(server, fan, creator, await newPlan(server, creator, { price: 4.99 }), 4.99);
    await buy(server, fan, creator, await newPost(server, creator, { priceCents: 1500 }), 15);
    // The same fan's money to another creator is not this link's.
    await buy(server, fan, otherCreator, await newPost(server, otherCreator, { priceCents: 2000 }), 20);
    expect(await linkNamed(creator, link.id)).toMatchObject({
      visits: 1,
      sign_ups: 1,
      subscriptions: 1,
      revenue: 19.99,
    });
    await expectLedgerBalanced(server, [creator, otherCreator]);
  });

  it('subtracts a refunded order', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Refunds');
    const fan = await signUpWithCode(link.code);
    await subscribe(server, fan, creator, await newPlan(server, creator, { price: 9.99 }), 9.99);
    const bought = await buy(server, fan, creator, await newPost(server, creator, { priceCents: 1500 }), 15);
    expect((await linkNamed(creator, link.id)).revenue).toBe(24.99);
    await refund(bought);
    expect(await linkNamed(creator, link.id)).toMatchObject({ subscriptions: 1, revenue: 9.99 });
    await expectLedgerBalanced(server, [creator]);
  });

  it('credits a member who arrives through a later link from then on: the latest link wins', async () => {
    const creator = await newCreator(server);
    const first = await createLink(creator, 'First');
    const second = await createLink(creator, 'Second');
    const fan = await newMember(server);
    await visit(first.code, { member: fan });
    await buy(server, fan, creator, await newPost(server, creator, { priceCents: 1000 }), 10);
    server.clock.advance(60_000);
    await visit(second.code, { member: fan });
    await buy(server, fan, creator, await newPost(server, creator, { priceCents: 700 }), 7);
    expect((await linkNamed(creator, first.id)).revenue).toBe(10);
    expect((await linkNamed(creator, second.id)).revenue).toBe(7);
    expect((await linkNamed(creator, second.id)).sign_ups).toBe(0);
    await expectLedgerBalanced(server, [creator]);
  });

  it('does not count an order paid 31 days after the attribution', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Window');
    const fan = await signUpWithCode(link.code);
    const postId = await newPost(server, creator, { priceCents: 500 });
    // Each side calls within the sessions' idle time, as the app would.
    server.clock.advance(29 * DAY_MS);
    await buy(server, fan, creator, postId, 5);
    expect((await linkNamed(creator, link.id)).revenue).toBe(5);
    server.clock.advance(2 * DAY_MS);
    await buy(server, fan, creator, await newPost(server, creator, { priceCents: 800 }), 8);
    expect((await linkNamed(creator, link.id)).revenue).toBe(5);
    await expectLedgerBalanced(server, [creator]);
  });
});

describe('deleting an account', () => {
  it('removes a creator’s links and a fan’s attributions', async () => {
    const creator = await newCreator(server);
    const link = await createLink(creator, 'Gone');
    const fan = await signUpWithCode(link.code);
    await ok(server, fan, 'user/deleteAccount', { password: 'Secret_pass1' });
    expect((await linkNamed(creator, link.id)).sign_ups).toBe(0);
    await ok(server, creator, 'user/deleteAccount', { password: 'Secret_pass1' });
    const rows = await server.database.handle.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.id, link.id));
    expect(rows).toEqual([]);
  });
});
