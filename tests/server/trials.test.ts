/**
 * Issue 25, free trial links (docs/decisions/trials.md): a creator makes links giving 1 to 30 days
 * free on a plan of theirs, to at most 1 to 10,000 fans, until a moment at most 90 days ahead, and
 * may end one early. A fan new to the creator claims once per creator: an active subscription for
 * the days, no money now, renewed at the plan's price by the renewal sweep unless cancelled, the
 * fan told 3 days before the first charge (in-app and by mail, once). Through the envelope, on the
 * server's clock, with the sandbox's payments and the ledger invariant after the money tests.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialClaim, TrialLink, TrialOffer } from '../../src/contract/entities-trials.ts';
import {
  TRIAL_CLAIMS_MAX,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
  TRIAL_EXPIRY_MAX_DAYS,
  TRIAL_NOTICE_DAYS,
} from '../../src/contract/rules/trial-link-rules.ts';
import {
  ledgerEntries,
  orders,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../server/db/schema.ts';
import { buildJobHandlers, RENEWAL_SWEEP, TRIAL_NOTICE_SWEEP } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { schedulePeriodicJobs } from '../../server/jobs/periodic-jobs.ts';
import type { MailRequest } from '../../server/mail/mailer.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import {
  callAs,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  ok,
  runJobs,
  saveCard,
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
const db = () => server.database.handle.db;
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString();

/** The server's clock runs on between a call and the test's reading of it: within a few seconds. */
const expectAbout = (at: number, expected: number) => expect(Math.abs(at - expected)).toBeLessThan(5000);

const createLink = (creator: Member, fields: Record<string, unknown>) =>
  callAs(server, creator, 'user/createTrialLink', fields);

async function newLink(
  creator: Member,
  planId: number,
  fields: { days?: number; max_claims?: number; expires_at?: string } = {},
): Promise<TrialLink> {
  const body = await createLink(creator, {
    plan_id: planId,
    days: 7,
    max_claims: 100,
    expires_at: inDays(30),
    ...fields,
  });
  expect(body.msg).toBe('');
  return body.data as TrialLink;
}

const claim = (fan: Member | undefined, code: string, language?: string) =>
  callAs(server, fan, 'payment/claimTrial', { code }, language);

const offer = (fan: Member | undefined, code: string) =>
  ok<TrialOffer>(server, fan, 'app/trialLinkInfo', { code });

async function subscriptionOf(fan: Member, planId: number) {
  const [row] = await db()
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, fan.userId), eq(userSubscriptions.planId, planId)));
  return row;
}

/** The process's job runner on the server's clock, with the server's mailer. */
const runner = () =>
  createJobRunner({
    queue: server.database.queue,
    pollMs: 20,
    now: () => server.clock.now(),
    handlers: buildJobHandlers({
      db: db(),
      config: server.config,
      storage: createLocalDiskStorage(server.config.mediaDir),
      clock: server.clock,
      sandboxWebhookUrl: `${server.baseUrl}/webhooks/sandbox`,
      mailer: server.mailer,
    }),
  });

/** Runs the periodic sweeps as the queue does (their current ticks queued, then every due job). */
async function sweep() {
  await schedulePeriodicJobs(db(), [RENEWAL_SWEEP, TRIAL_NOTICE_SWEEP], server.clock.now());
  await runner().runDue();
}

async function trialMails(fan: Member) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, fan.userId));
  return (server.mailer as RecordingMailer).all.filter(
    (mail): mail is Extract<MailRequest, { template: 'trialEnding' }> =>
      mail.to === row!.email && mail.template === 'trialEnding',
  );
}

async function trialNotices(fan: Member) {
  const page = await ok<{ list: { type: string; plan_name: string; amount: number; text: string }[] }>(
    server,
    fan,
    'user/getNotificationList',
    { page: 1, limit: 50 },
  );
  return page.list.filter((notice) => notice.type === 'trial_ending');
}

describe('a creator’s trial links', () => {
  it('holds the issue’s numbers', () => {
    expect([
      TRIAL_DAYS_MIN,
      TRIAL_DAYS_MAX,
      TRIAL_CLAIMS_MAX,
      TRIAL_EXPIRY_MAX_DAYS,
      TRIAL_NOTICE_DAYS,
    ]).toEqual([1, 30, 10_000, 90, 3]);
  });

  it('makes a link on a plan of theirs with its days, limit and expiry, and lists it with its claims', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { name: 'Inner circle', price: 9.5 });
    const expires = inDays(14);
    const link = await newLink(creator, planId, { days: 30, max_claims: 10_000, expires_at: expires });
    expect(link).toMatchObject({
      plan_id: planId,
      plan_name: 'Inner circle',
      plan_price: 9.5,
      days: 30,
      max_claims: 10_000,
      claims: 0,
      expires_at: expires,
      state: 'active',
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(link.url_path).toBe(`/trial/${link.code}`);
    const page = await ok<{ list: TrialLink[] }>(server, creator, 'user/getTrialLinkList', { page: 1 });
    expect(page.list.map((row) => row.id)).toEqual([link.id]);
  });

  it('refuses days outside 1 to 30 and a limit outside 1 to 10,000, in the creator’s language', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const base = { plan_id: planId, days: 7, max_claims: 10, expires_at: inDays(10) };
    for (const days of [0, 31]) {
      expect((await createLink(creator, { ...base, days })).msg).toBe('A free trial lasts 1 to 30 days.');
    }
    for (const max_claims of [0, 10_001]) {
      expect((await createLink(creator, { ...base, max_claims })).msg).toBe('Allow 1 to 10,000 claims.');
    }
    expect((await createLink(creator, { ...base, days: 1.5 })).msg).toBe(
      'The field "days" is missing or invalid.',
    );
    expect((await createLink(creator, { ...base, expires_at: '30 April' })).msg).toBe(
      'Pick a day from today to 90 days from now.',
    );
    expect((await createLink(creator, { ...base, days: 1 })).status).toBe(1);
    expect((await createLink(creator, { ...base, days: 30, max_claims: 1 })).status).toBe(1);
  });

  it('refuses an expiry in the past or more than 90 days ahead', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const base = { plan_id: planId, days: 7, max_claims: 10 };
    const refusal = 'The link must expire in the future, at most 90 days from now.';
    expect((await createLink(creator, { ...base, expires_at: inDays(-1) })).msg).toBe(refusal);
    expect((await createLink(creator, { ...base, expires_at: inDays(90.5) })).msg).toBe(refusal);
    expect((await createLink(creator, { ...base, expires_at: inDays(89.9) })).status).toBe(1);
  });

  it('is made by creators only, on their own plans on sale', async () => {
    const creator = await newCreator(server);
    const other = await newCreator(server);
    const theirs = await newPlan(server, other);
    const base = { days: 7, max_claims: 10, expires_at: inDays(10) };
    expect((await createLink(creator, { ...base, plan_id: theirs })).msg).toBe(
      'Choose one of your plans that is on sale.',
    );
    const fan = await newMember(server);
    expect((await createLink(fan, { ...base, plan_id: theirs })).msg).toBe(
      'Only creators can make free trial links.',
    );
  });

  it('is ended early by its creator only; the trials claimed run on', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId);
    const fan = await newMember(server);
    await ok(server, fan, 'payment/claimTrial', { code: link.code });
    const other = await newCreator(server);
    expect((await callAs(server, other, 'user/endTrialLink', { id: link.id })).msg).toBe(
      'This free trial link does not exist.',
    );
    const ended = await ok<TrialLink>(server, creator, 'user/endTrialLink', { id: link.id });
    expect(ended).toMatchObject({ state: 'ended', claims: 1 });
    expect((await claim(await newMember(server), link.code)).msg).toBe(
      'The creator has ended this free trial.',
    );
    const held = await subscriptionOf(fan, planId);
    expect(held!.expireAt.getTime()).toBeGreaterThan(server.clock.now().getTime());
  });
});

describe('a fan claiming a trial', () => {
  it('sees the creator, plan, days, when the trial ends and the price after, before signing in', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { name: 'Gold', price: 12, expire_days: 30 });
    const link = await newLink(creator, planId, { days: 5 });
    const seen = await offer(undefined, link.code);
    expect(seen).toMatchObject({
      days: 5,
      creator: { username: creator.username, aff: creator.aff },
      plan: { id: planId, name: 'Gold', price: 12, expire_days: 30 },
      refusal: null,
    });
    expectAbout(Date.parse(seen.trial_ends_at), server.clock.now().getTime() + 5 * DAY_MS);
    expect((await claim(undefined, link.code)).status).not.toBe(1);
    expect((await offer(creator, link.code)).refusal).toBe('self');
  });

  it('gets an active subscription for the trial’s days, with no order and nothing in the ledger', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { name: 'Gold', price: 12 });
    const link = await newLink(creator, planId, { days: 7 });
    const fan = await newMember(server);
    const entriesBefore = (await db().select().from(ledgerEntries)).length;
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    expect(claimed).toMatchObject({ plan_id: planId, plan_name: 'Gold', renew_price: 12, expire_days: 30 });
    expectAbout(Date.parse(claimed.trial_ends_at), server.clock.now().getTime() + 7 * DAY_MS);
    const held = await subscriptionOf(fan, planId);
    expect(held).toMatchObject({ id: claimed.user_subscription_id, lastOrderId: null, cancelledAt: null });
    expect(held!.expireAt.toISOString()).toBe(claimed.trial_ends_at);
    const subs = await ok<{ list: { subscription_id: number; status: number; trial: number }[] }>(
      server,
      fan,
      'user/listSubs',
    );
    expect(subs.list).toMatchObject([{ subscription_id: planId, status: 1, trial: 1 }]);
    expect(await db().select().from(orders).where(eq(orders.buyerId, fan.userId))).toEqual([]);
    expect((await db().select().from(ledgerEntries)).length).toBe(entriesBefore);
    const list = await ok<{ list: TrialLink[] }>(server, creator, 'user/getTrialLinkList', { page: 1 });
    expect(list.list[0]).toMatchObject({ claims: 1, state: 'active' });
    await expectLedgerBalanced(server, [creator]);
  });

  it('is refused past the link’s limit: the last claim taken makes it full', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId, { max_claims: 2 });
    const fans = await Promise.all([newMember(server), newMember(server), newMember(server)]);
    const answers = await Promise.all(fans.map((fan) => claim(fan, link.code)));
    expect(answers.filter((body) => body.status === 1)).toHaveLength(2);
    expect(answers.filter((body) => body.status !== 1).map((body) => body.msg)).toEqual([
      'Every free trial of this link has been claimed.',
    ]);
    expect((await offer(undefined, link.code)).refusal).toBe('full');
  });

  it('is refused once the link expired', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId, { expires_at: inDays(2) });
    server.clock.advance(2 * DAY_MS + 1000);
    const fan = await newMember(server);
    expect((await claim(fan, link.code)).msg).toBe('This free trial link has expired.');
    expect((await offer(fan, link.code)).refusal).toBe('expired');
  });

  it('is refused on one’s own plan, and in the claimer’s language', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId);
    expect((await claim(creator, link.code)).msg).toBe('You cannot claim a free trial of your own plan.');
    const french = (await claim(creator, link.code, 'fr')).msg as string;
    expect(french).not.toBe('You cannot claim a free trial of your own plan.');
    expect(french.length).toBeGreaterThan(10);
  });

  it('is refused when either blocked the other', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId);
    const blocking = await newMember(server);
    await ok(server, blocking, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    const blocked = await newMember(server);
    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: blocked.aff, action_type: 1 });
    for (const fan of [blocking, blocked]) {
      expect((await claim(fan, link.code)).msg).toBe(
        'You cannot claim this free trial: one of you has blocked the other.',
      );
      expect((await offer(fan, link.code)).refusal).toBe('blocked');
    }
  });

  it('is refused when the plan is no longer on sale', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId);
    await db().update(subscriptionPlans).set({ status: 0 }).where(eq(subscriptionPlans.id, planId));
    expect((await claim(await newMember(server), link.code)).msg).toBe(
      'This plan is not on sale at the moment.',
    );
  });

  it('is once per creator: a second link of the same creator, on another plan, is refused', async () => {
    const creator = await newCreator(server);
    const first = await newLink(creator, await newPlan(server, creator, { name: 'One' }));
    const second = await newLink(creator, await newPlan(server, creator, { name: 'Two' }));
    const fan = await newMember(server);
    await ok(server, fan, 'payment/claimTrial', { code: first.code });
    expect((await claim(fan, first.code)).msg).toBe(
      'You have already claimed a free trial from this creator.',
    );
    expect((await claim(fan, second.code)).msg).toBe(
      'You have already claimed a free trial from this creator.',
    );
    expect((await offer(fan, second.code)).refusal).toBe('claimed');
    // Another creator's trial is another creator's.
    const elsewhere = await newCreator(server);
    await ok(server, fan, 'payment/claimTrial', {
      code: (await newLink(elsewhere, await newPlan(server, elsewhere))).code,
    });
  });

  it('is for new subscribers: a fan who has or had a subscription with the creator is refused', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { price: 4.99 });
    const otherPlan = await newPlan(server, creator, { name: 'Other', price: 3 });
    const link = await newLink(creator, otherPlan);
    const fan = await newMember(server);
    await subscribe(server, fan, creator, planId, 4.99);
    expect((await claim(fan, link.code)).msg).toBe(
      'Free trials are for new subscribers, and you already have or had a subscription with this creator.',
    );
    expect((await offer(fan, link.code)).refusal).toBe('subscribed');
    await expectLedgerBalanced(server, [creator]);
  });

  it('answers a code that names no link', async () => {
    expect((await claim(await newMember(server), 'AAAAAAAAAAAA')).msg).toBe(
      'This free trial link does not exist.',
    );
  });
});

describe('after the trial', () => {
  it('renews at the plan’s price with the fan’s saved card when the trial ends', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { name: 'Gold', price: 6.5, expire_days: 30 });
    const link = await newLink(creator, planId, { days: 3 });
    const fan = await newMember(server);
    await saveCard(server, fan);
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    server.clock.advance(3 * DAY_MS - 12 * 3600_000);
    await sweep();
    await runJobs(server);
    const paid = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, fan.userId), eq(orders.kind, 'renewal')));
    expect(paid).toMatchObject([{ itemId: planId, amountCents: 650, status: 'paid' }]);
    const held = await subscriptionOf(fan, planId);
    expect(held!.expireAt.getTime()).toBe(Date.parse(claimed.trial_ends_at) + 30 * DAY_MS);
    expect(held!.lastOrderId).toBe(paid[0]!.id);
    await expectLedgerBalanced(server, [creator]);
  });

  it('does not renew when the fan cancelled during the trial', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { price: 6.5 });
    const link = await newLink(creator, planId, { days: 3 });
    const fan = await newMember(server);
    await saveCard(server, fan);
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    await ok(server, fan, 'payment/cancelSubscription', {
      type: 0,
      userSubscriptionId: claimed.user_subscription_id,
    });
    server.clock.advance(3 * DAY_MS - 12 * 3600_000);
    await sweep();
    await runJobs(server);
    expect(await db().select().from(orders).where(eq(orders.buyerId, fan.userId))).toEqual([]);
    await expectLedgerBalanced(server, [creator]);
  });

  it('tells the fan 3 days before the first charge, the date and price, in-app and by mail, once', async () => {
    const creator = await newCreator(server);
    await db().update(users).set({ nickname: 'Maya' }).where(eq(users.id, creator.userId));
    const planId = await newPlan(server, creator, { name: 'Gold', price: 6.5 });
    const link = await newLink(creator, planId, { days: 10 });
    const fan = await newMember(server);
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    server.clock.advance(7 * DAY_MS - 3600_000);
    await sweep();
    expect(await trialNotices(fan)).toEqual([]);
    server.clock.advance(2 * 3600_000);
    await sweep();
    await sweep();
    server.clock.advance(DAY_MS);
    await sweep();
    const notices = await trialNotices(fan);
    expect(notices).toMatchObject([{ plan_name: 'Gold', amount: 6.5, text: claimed.trial_ends_at }]);
    const mails = await trialMails(fan);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.values).toMatchObject({ plan: 'Gold', creator: 'Maya', price: '$6.50' });
    // A date only (docs/decisions/trials.md): the day the trial ends at UTC−11, the earliest there is.
    const endsOn = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Etc/GMT+11' }).format(
      new Date(claimed.trial_ends_at),
    );
    expect(mails[0]!.values.date).toBe(endsOn);
  });

  describe('the date in the mail, with no time zone of the fan’s known', () => {
    /** A fan (reading `lang`) whose trial ends at `hourUtc`:00 UTC two days on; answers the mail's date and that moment. */
    async function mailedDate(lang: string, hourUtc: number) {
      const creator = await newCreator(server);
      const planId = await newPlan(server, creator);
      const link = await newLink(creator, planId, { days: 7 });
      const fan = await newMember(server);
      await ok(server, fan, 'user/modifyAccountInfo', { lang });
      const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
      const endsAt = new Date(server.clock.now().getTime() + 2 * DAY_MS);
      endsAt.setUTCHours(hourUtc, 0, 0, 0);
      await db()
        .update(userSubscriptions)
        .set({ expireAt: endsAt })
        .where(eq(userSubscriptions.id, claimed.user_subscription_id));
      await sweep();
      const mails = await trialMails(fan);
      expect(mails).toHaveLength(1);
      return { date: mails[0]!.values.date, endsAt };
    }
    const utcDay = (lang: string, moment: Date, daysBefore = 0) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(moment.getTime() - daysBefore * DAY_MS),
      );

    it('names the day before the UTC date for an end early in the UTC day: never after the fan’s own day', async () => {
      // 05:00 UTC is still the evening before in most of the Americas (21:00 in Los Angeles).
      const { date, endsAt } = await mailedDate('en', 5);
      expect(date).toBe(utcDay('en', endsAt, 1));
      expect(date).not.toMatch(/\d{1,2}:\d{2}/);
    });

    it('names the UTC date for an end late in the UTC day', async () => {
      const { date, endsAt } = await mailedDate('en', 20);
      expect(date).toBe(utcDay('en', endsAt));
    });

    it('writes the date in the fan’s language', async () => {
      const { date, endsAt } = await mailedDate('de', 20);
      expect(date).toBe(utcDay('de', endsAt));
      // "5. März 2026": the German order and month name.
      expect(date).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    });
  });

  it('tells nobody whose trial was cancelled', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator);
    const link = await newLink(creator, planId, { days: 5 });
    const fan = await newMember(server);
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    await ok(server, fan, 'payment/cancelSubscription', {
      type: 0,
      userSubscriptionId: claimed.user_subscription_id,
    });
    server.clock.advance(3 * DAY_MS);
    await sweep();
    expect(await trialNotices(fan)).toEqual([]);
    expect(await trialMails(fan)).toEqual([]);
  });
});
