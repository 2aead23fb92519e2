/**
 * Issue 26, spending the fan controls (docs/decisions/spending-caps.md): a fan sets a monthly cap,
 * overall and per creator; a payment that would pass one is refused before the provider is asked
 * (no order, no checkout), naming the cap and the day it resets (the 1st, 00:00 UTC), in the fan's
 * language; raising the cap lets the same request through. Two payments at once never both fit.
 * A renewal that would pass a cap ends unpaid with that reason, and the fan's mail says so.
 * Through the envelope, on the server's clock, with the sandbox and the ledger invariant.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SpendingLimits } from '../../src/contract/entities-spending.ts';
import { orders, sandboxCheckoutSessions, userSubscriptions, users } from '../../server/db/schema.ts';
import { buildJobHandlers, RENEWAL_SWEEP } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { schedulePeriodicJobs } from '../../server/jobs/periodic-jobs.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import type { MailRequest } from '../../server/mail/mailer.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import {
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  newPost,
  ok,
  orderPost,
  pressCheckout,
  runJobs,
  saveCard,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const DAY_MS = 24 * 3600_000;

let server: TestServer;
const creators: Member[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  // The 10th of next month at noon UTC: far from a month's edge, whenever the suite runs.
  const now = server.clock.now();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 12);
  server.clock.advance(target - now.getTime());
}, 60_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, creators.splice(0));
});

const db = () => server.database.handle.db;

async function creatorNamed(nickname: string): Promise<Member> {
  const creator = await newCreator(server);
  await db().update(users).set({ nickname }).where(eq(users.id, creator.userId));
  creators.push(creator);
  return creator;
}

const setCap = (fan: Member, amount: number, creator?: Member) =>
  ok<SpendingLimits>(server, fan, 'payment/setSpendingLimit', { aff: creator?.aff ?? 0, amount });

const limits = (fan: Member) => ok<SpendingLimits>(server, fan, 'payment/getSpendingLimits');

/** Asks to buy the post with this client key; answers the envelope's body. */
const buyPost = (
  fan: Member,
  creator: Member,
  postId: number,
  amount: number,
  key = clientKey(),
  language?: string,
) =>
  callAs(
    server,
    fan,
    'payment/buyPost',
    { item_id: postId, aff: creator.aff, amount, pay_type_id: 78, client_key: key },
    language,
  );

const fanOrders = (fan: Member) => db().select().from(orders).where(eq(orders.buyerId, fan.userId));
const checkoutCount = async () => (await db().select().from(sandboxCheckoutSessions)).length;

/** 00:00 UTC on the 1st of the month after the clock's, as a long date in `locale`. */
function resetDay(locale: string): string {
  const now = server.clock.now();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  );
}

describe('a fan’s monthly spending caps', () => {
  it('refuses a post over the overall cap before the provider is asked, and lets it through once raised', async () => {
    const creator = await creatorNamed('Maya');
    const first = await newPost(server, creator, { priceCents: 600 });
    const second = await newPost(server, creator, { priceCents: 500 });
    const fan = await newMember(server);
    await setCap(fan, 10);
    expect((await buyPost(fan, creator, first, 6)).status).toBe(1);
    const checkouts = await checkoutCount();
    const key = clientKey();
    const refused = await buyPost(fan, creator, second, 5, key);
    expect(refused.status).toBe(0);
    expect(refused.msg).toBe(
      `This payment would pass your monthly spending limit of $10.00: $4.00 is left this month. The limit resets on ${resetDay('en')}; you can raise it in My purchases, Spending limits.`,
    );
    // What the app acts on beside the words: which cap, and when it resets.
    expect(refused.data).toEqual({
      refusal: 'spending_cap',
      cap: 10,
      aff: 0,
      resets_at: (await limits(fan)).resets_at,
    });
    // Nothing half-made: no second order, no checkout page opened at the provider.
    expect(await fanOrders(fan)).toHaveLength(1);
    expect(await checkoutCount()).toBe(checkouts);
    await setCap(fan, 11);
    const retried = await buyPost(fan, creator, second, 5, key);
    expect(retried.status).toBe(1);
    expect(await fanOrders(fan)).toHaveLength(2);
  });

  it('words the refusal and its reset date in the fan’s language', async () => {
    const creator = await creatorNamed('Léa');
    const post = await newPost(server, creator, { priceCents: 1200 });
    const fan = await newMember(server);
    await setCap(fan, 10);
    const refused = await buyPost(fan, creator, post, 12, clientKey(), 'fr');
    expect(refused.msg).toContain('limite de dépenses mensuelle');
    expect(refused.msg).toContain(resetDay('fr'));
  });

  it('keeps a creator’s cap to that creator, naming them, while the overall cap counts every creator', async () => {
    const maya = await creatorNamed('Maya');
    const noor = await creatorNamed('Noor');
    const mayaPost = await newPost(server, maya, { priceCents: 600 });
    const noorPost = await newPost(server, noor, { priceCents: 600 });
    const noorSecond = await newPost(server, noor, { priceCents: 300 });
    const fan = await newMember(server);
    await setCap(fan, 5, maya);
    const refused = await buyPost(fan, maya, mayaPost, 6);
    expect(refused.msg).toContain('monthly spending limit of $5.00 for Maya: $5.00 is left');
    expect((await buyPost(fan, noor, noorPost, 6)).status).toBe(1);
    await setCap(fan, 8);
    const overall = await buyPost(fan, noor, noorSecond, 3);
    expect(overall.msg).toContain('monthly spending limit of $8.00: $2.00 is left');
    const seen = await limits(fan);
    expect(seen.overall).toEqual({ cap: 8, spent: 6 });
    expect(seen.creators.map(({ nickname, cap, spent }) => ({ nickname, cap, spent }))).toEqual([
      { nickname: 'Noor', cap: null, spent: 6 },
      { nickname: 'Maya', cap: 5, spent: 0 },
    ]);
    const now = server.clock.now();
    expect(seen.resets_at).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
  });

  it('gives the room back when a payment fails, and starts again from 0 on the 1st', async () => {
    // Checked here, before the clock leaves the month: its session would not outlive the jump.
    const creator = await newCreator(server);
    const first = await newPost(server, creator, { priceCents: 600 });
    const second = await newPost(server, creator, { priceCents: 600 });
    const fan = await newMember(server);
    await setCap(fan, 10);
    const declined = await orderPost(server, fan, creator, first, 6);
    expect((await pressCheckout(server, declined.url, 'decline')).status).toBe(303);
    await runJobs(server);
    const paid = await orderPost(server, fan, creator, second, 6);
    expect((await pressCheckout(server, paid.url, 'approve')).status).toBe(303);
    await runJobs(server);
    expect((await limits(fan)).overall).toEqual({ cap: 10, spent: 6 });
    const third = await newPost(server, creator, { priceCents: 600 });
    expect((await buyPost(fan, creator, third, 6)).status).toBe(0);
    const resetsAt = (await limits(fan)).resets_ts * 1000;
    server.clock.advance(resetsAt - server.clock.now().getTime() + 60_000);
    expect((await limits(fan)).overall).toEqual({ cap: 10, spent: 0 });
    expect((await buyPost(fan, creator, third, 6)).status).toBe(1);
    await expectLedgerBalanced(server, [creator]);
    // Back to the middle of a month for the tests after this one.
    server.clock.advance(9 * DAY_MS);
  });

  it('lets a cap be lowered below what is spent: it then refuses every further charge, tips and paid messages too', async () => {
    const creator = await creatorNamed('Maya');
    const post = await newPost(server, creator, { priceCents: 600 });
    const fan = await newMember(server);
    expect((await buyPost(fan, creator, post, 6)).status).toBe(1);
    expect((await setCap(fan, 1)).overall).toEqual({ cap: 1, spent: 6 });
    const tip = await callAs(server, fan, 'payment/tip', {
      aff: creator.aff,
      amount: 1,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(tip.msg).toContain('monthly spending limit of $1.00: $0.00 is left');
    expect(await fanOrders(fan)).toHaveLength(1);
    await ok(server, fan, 'payment/removeSpendingLimit', { aff: 0 });
    expect((await limits(fan)).overall.cap).toBeNull();
  });

  it('never lets two payments at once both fit under the cap', async () => {
    const creator = await creatorNamed('Maya');
    const posts = await Promise.all([
      newPost(server, creator, { priceCents: 600 }),
      newPost(server, creator, { priceCents: 600 }),
    ]);
    const fan = await newMember(server);
    await setCap(fan, 10);
    const answers = await Promise.all(posts.map((post) => buyPost(fan, creator, post, 6)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([0, 1]);
    expect(await fanOrders(fan)).toHaveLength(1);
  });

  it('refuses a cap for someone who is not a creator, and an amount that is not money', async () => {
    const fan = await newMember(server);
    const other = await newMember(server);
    const notCreator = await callAs(server, fan, 'payment/setSpendingLimit', { aff: other.aff, amount: 5 });
    expect(notCreator.msg).toBe('This creator could not be found.');
    const bad = await callAs(server, fan, 'payment/setSpendingLimit', { aff: 0, amount: 5.555 });
    expect(bad.status).toBe(0);
    expect((await limits(fan)).overall.cap).toBeNull();
  });
});

describe('a renewal that would pass a cap', () => {
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

  it('ends unpaid with the cap as its reason, and the fan’s mail says so', async () => {
    const creator = await creatorNamed('Maya');
    const planId = await newPlan(server, creator, { name: 'Supporter', price: 4.99, expire_days: 7 });
    const fan = await newMember(server);
    await saveCard(server, fan);
    await subscribe(server, fan, creator, planId, 4.99);
    await setCap(fan, 6, creator);
    const [held] = await db()
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, fan.userId), eq(userSubscriptions.planId, planId)));
    server.clock.advance(held!.expireAt.getTime() - 12 * 3600_000 - server.clock.now().getTime());
    await schedulePeriodicJobs(db(), [RENEWAL_SWEEP], server.clock.now());
    await runner().runDue();
    await runner().runDue();
    const renewals = (await fanOrders(fan)).filter((order) => order.kind === 'renewal');
    expect(renewals.map(({ status, reason }) => ({ status, reason }))).toEqual([
      { status: 'failed', reason: 'spending_cap' },
    ]);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, fan.userId));
    const mails = (server.mailer as RecordingMailer).all.filter(
      (mail): mail is Extract<MailRequest, { template: 'renewalFailed' }> =>
        mail.to === row!.email && mail.template === 'renewalFailed',
    );
    expect(mails.map((mail) => mail.values.reason)).toEqual(['spending_cap']);
    const rendered = renderMail(await loadServerMessages(), mails[0]!);
    expect(rendered.text).toContain('It would have passed your monthly spending limit.');
    // Back to a month's middle: the period's end may have crossed into the next month.
    server.clock.advance(20 * DAY_MS);
  });
});
