/**
 * Renewals (issue 10; docs/decisions.md, "Renewals"), on the server's clock with the sandbox: a
 * subscription that is not cancelled is renewed in the last day of its period with the fan's
 * default card, off session, by one `renewal` order per period however often (and wherever) the
 * sweep runs; the payment's event adds the period. A declined card, no usable card, a plan
 * withdrawn or made dearer leave it to end at its end and mail the fan in their language; a
 * cancelled subscription runs to its end and stops. The sweep is a periodic job on the queue.
 * Each test ends with the ledger invariant.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, sandboxCharges, savedCards, userSubscriptions, users } from '../../server/db/schema.ts';
import { buildJobHandlers, RENEWAL_SWEEP } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { schedulePeriodicJobs } from '../../server/jobs/periodic-jobs.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import type { MailRequest } from '../../server/mail/mailer.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { banCard } from '../../server/modules/payments/cards.service.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { createPaymentProvider, type MoneyDeps } from '../../server/modules/payments/money-deps.ts';
import {
  dueRenewals,
  renewSubscription,
  sweepRenewals,
} from '../../server/modules/payments/renewals.service.ts';
import { runMoneyCommand } from '../../server/ops/money.ts';
import { jobsNamed } from './helpers/queued-jobs.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import {
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

/** The provider's refusals, unread here (the server's own log is silent in tests too). */
const silentLog = { error: () => undefined };

const DAY = 24 * 3600 * 1000;
/** The plans' period: the shortest a plan can have. */
const PERIOD_DAYS = 7;

let server: TestServer;
let creator: Member;
let planId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
// Each test moves the clock a period on: a new creator keeps a live session (sessions end after 90 days).
beforeEach(async () => {
  creator = await newCreator(server);
  planId = await newPlan(server, creator, { name: 'Supporter', price: 4.99, expire_days: PERIOD_DAYS });
  await server.database.handle.db.update(users).set({ nickname: 'Maya' }).where(eq(users.id, creator.userId));
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await expectLedgerBalanced(server, [creator]);
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;

const moneyDeps = (): MoneyDeps => ({
  db: db(),
  config: server.config,
  now: () => server.clock.now(),
  provider: createPaymentProvider(server.config, silentLog),
  ids: randomIds,
});

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

/** Runs the renewal sweep as the queue does (its current tick queued, then every due job). */
async function sweep() {
  await schedulePeriodicJobs(db(), [RENEWAL_SWEEP], server.clock.now());
  await runner().runDue();
}

async function subscriptionOf(fan: Member, plan = planId) {
  const [row] = await db()
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, fan.userId), eq(userSubscriptions.planId, plan)));
  return row!;
}

const renewalOrders = (fan: Member) =>
  db()
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, fan.userId), eq(orders.kind, 'renewal')));

/** A fan with a saved card (4242 unless told) subscribed to the plan now. */
async function subscribedFan(card: string | null = '4242424242424242', plan = planId, price = 4.99) {
  const fan = await newMember(server);
  if (card) await saveCard(server, fan, card);
  await subscribe(server, fan, creator, plan, price);
  return fan;
}

/** Moves the clock to `hours` before the subscription's end. */
async function toHoursBeforeEnd(fan: Member, hours: number, plan = planId) {
  const held = await subscriptionOf(fan, plan);
  server.clock.advance(held.expireAt.getTime() - hours * 3600_000 - server.clock.now().getTime());
}

async function renewalMails(fan: Member) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, fan.userId));
  return mailer().all.filter(
    (mail): mail is Extract<MailRequest, { template: 'renewalFailed' }> =>
      mail.to === row!.email && mail.template === 'renewalFailed',
  );
}

describe('a subscription that renews', () => {
  it('is renewed in the last day of its period with the default card, off session; the new period follows the old in the same run', async () => {
    const fan = await subscribedFan();
    const before = await subscriptionOf(fan);
    await toHoursBeforeEnd(fan, 30);
    await sweep();
    expect(await renewalOrders(fan)).toEqual([]);
    await toHoursBeforeEnd(fan, 23);
    await sweep();
    const [renewal] = await renewalOrders(fan);
    expect(renewal).toMatchObject({
      kind: 'renewal',
      itemId: planId,
      itemName: 'Supporter',
      amountCents: 499,
      payTypeId: 78,
      status: 'paid',
      clientKey: `renewal:${before.id}:${before.expireAt.getTime()}`,
    });
    const after = await subscriptionOf(fan);
    expect(after.expireAt.getTime()).toBe(before.expireAt.getTime() + PERIOD_DAYS * DAY);
    expect(after.periodStart).toEqual(before.expireAt);
    expect(after.startedAt).toEqual(before.startedAt);
    expect(after.lastOrderId).toBe(renewal!.id);
    const history = await ok<{ list: { kind: string; status: string; pay_amount: number }[] }>(
      server,
      fan,
      'payment/orderHistory',
      { page: 1, limit: 10 },
    );
    expect(history.list[0]).toMatchObject({ kind: 'renewal', status: 'paid', pay_amount: 4.99 });
    const subs = await ok<{ list: { status: number }[] }>(server, fan, 'user/listSubs');
    expect(subs.list).toMatchObject([{ status: 1 }]);
    expect(await renewalMails(fan)).toEqual([]);
  });

  it('gets one renewal per period when the sweep runs twice, and on two processes at once', async () => {
    const fan = await subscribedFan();
    await toHoursBeforeEnd(fan, 12);
    const deps = moneyDeps();
    await Promise.all([sweepRenewals(deps), sweepRenewals(deps), sweep(), sweep()]);
    await sweep();
    await runJobs(server);
    const made = await renewalOrders(fan);
    expect(made).toHaveLength(1);
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderRef, made[0]!.publicId));
    expect(charges).toHaveLength(1);
    const held = await subscriptionOf(fan);
    const left = held.expireAt.getTime() - server.clock.now().getTime();
    expect(Math.abs(left - (12 * 3600_000 + PERIOD_DAYS * DAY))).toBeLessThan(60_000);
  });

  it('goes on in the same run when the renewal’s payment is confirmed only after the end', async () => {
    const fan = await subscribedFan();
    const before = await subscriptionOf(fan);
    await toHoursBeforeEnd(fan, 2);
    await sweepRenewals(moneyDeps());
    server.clock.advance(3 * 3600_000);
    const deliveredAt = server.clock.now();
    await runJobs(server);
    const after = await subscriptionOf(fan);
    expect(after.startedAt).toEqual(before.startedAt);
    expect(after.unlockFrom).toEqual(before.unlockFrom);
    expect(after.expireAt.getTime()).toBeGreaterThanOrEqual(deliveredAt.getTime() + PERIOD_DAYS * DAY);
    expect(after.expireAt.getTime()).toBeLessThan(deliveredAt.getTime() + PERIOD_DAYS * DAY + 60_000);
  });

  it('is charged the plan’s lower price when the creator lowered it', async () => {
    const plan = await newPlan(server, creator, { name: 'Lowered', price: 9.99, expire_days: PERIOD_DAYS });
    const fan = await subscribedFan('4242424242424242', plan, 9.99);
    await ok(server, creator, 'subscription/update', {
      id: plan,
      name: 'Lowered',
      content: 'Every post.',
      price: 7.5,
      unlock_day_after_subscribe: 1000,
      status: 1,
    });
    await toHoursBeforeEnd(fan, 1, plan);
    await sweep();
    expect(await renewalOrders(fan)).toMatchObject([{ amountCents: 750, status: 'paid' }]);
  });
});

describe('a renewal that cannot be paid', () => {
  it('with a card whose charges fail (4000 0000 0000 0341): the subscription ends at its end and the fan is told, in their language, once', async () => {
    const fan = await subscribedFan('4000000000000341');
    await db().update(users).set({ locale: 'fr' }).where(eq(users.id, fan.userId));
    const before = await subscriptionOf(fan);
    await toHoursBeforeEnd(fan, 6);
    await sweep();
    expect(await renewalOrders(fan)).toMatchObject([{ status: 'failed', reason: 'card_declined' }]);
    const mails = await renewalMails(fan);
    expect(mails).toEqual([
      expect.objectContaining({
        locale: 'fr',
        template: 'renewalFailed',
        values: { plan: 'Supporter', creator: 'Maya', reason: 'card_declined' },
      }),
    ]);
    const text = renderMail(loadServerMessages(), mails[0]!);
    expect(text.subject).toBe("Votre abonnement à Maya n'a pas été renouvelé");
    expect(text.text).toContain('Votre carte a été refusée.');
    expect((await subscriptionOf(fan)).expireAt).toEqual(before.expireAt);
    await sweep();
    expect(await renewalOrders(fan)).toHaveLength(1);
    expect(await renewalMails(fan)).toHaveLength(1);
    server.clock.advance(6 * 3600_000 + 1000);
    await sweep();
    const ended = await ok<{ list: { subscription_id: number; status: number }[] }>(
      server,
      fan,
      'user/listSubs',
      {
        position: 2,
      },
    );
    expect(ended.list).toMatchObject([{ subscription_id: planId, status: 2 }]);
    expect(await renewalOrders(fan)).toHaveLength(1);
  });

  it('with no card saved, or only a banned one: it fails as “no usable card”', async () => {
    const without = await subscribedFan(null);
    const banned = await subscribedFan('5555555555554444');
    const [card] = await db().select().from(savedCards).where(eq(savedCards.userId, banned.userId));
    await banCard(db(), card!.id, server.clock.now());
    await toHoursBeforeEnd(without, 3);
    await sweep();
    for (const fan of [without, banned]) {
      expect(await renewalOrders(fan)).toMatchObject([
        { status: 'failed', reason: 'no_card', savedCardId: null },
      ]);
      expect((await renewalMails(fan)).map((mail) => mail.values)).toEqual([
        { plan: 'Supporter', creator: 'Maya', reason: 'no_card' },
      ]);
    }
  });

  it('when the plan was withdrawn from sale, or its price raised: no charge, and the fan is told why', async () => {
    const withdrawn = await newPlan(server, creator, {
      name: 'Withdrawn',
      price: 5,
      expire_days: PERIOD_DAYS,
    });
    const dearer = await newPlan(server, creator, { name: 'Dearer', price: 5, expire_days: PERIOD_DAYS });
    const fanA = await subscribedFan('4242424242424242', withdrawn, 5);
    const fanB = await subscribedFan('4242424242424242', dearer, 5);
    const edit = (id: number, name: string, price: number, status: number) =>
      ok(server, creator, 'subscription/update', {
        id,
        name,
        content: 'Every post.',
        price,
        unlock_day_after_subscribe: 1000,
        status,
      });
    await edit(withdrawn, 'Withdrawn', 5, 0);
    await edit(dearer, 'Dearer', 6, 1);
    await toHoursBeforeEnd(fanA, 4, withdrawn);
    await sweep();
    expect(await renewalOrders(fanA)).toMatchObject([{ status: 'failed', reason: 'plan_unavailable' }]);
    expect(await renewalOrders(fanB)).toMatchObject([
      { status: 'failed', reason: 'price_raised', amountCents: 600 },
    ]);
    expect((await renewalMails(fanB)).map((mail) => mail.values.reason)).toEqual(['price_raised']);
    const charged = await db().select().from(sandboxCharges).where(like(sandboxCharges.orderRef, 'ord_%'));
    const failedIds = [...(await renewalOrders(fanA)), ...(await renewalOrders(fanB))].map(
      (order) => order.publicId,
    );
    expect(charged.filter((charge) => failedIds.includes(charge.orderRef))).toEqual([]);
  });
});

describe('a subscription that does not renew', () => {
  it('runs to its end and stops once cancelled; restored before the end, it renews', async () => {
    const cancelled = await subscribedFan();
    const restored = await subscribedFan();
    for (const fan of [cancelled, restored]) {
      const held = await subscriptionOf(fan);
      await ok(server, fan, 'payment/cancelSubscription', { type: 0, userSubscriptionId: held.id });
    }
    await ok(server, restored, 'payment/cancelSubscription', {
      type: 1,
      userSubscriptionId: (await subscriptionOf(restored)).id,
    });
    await toHoursBeforeEnd(cancelled, 5);
    await sweep();
    expect(await renewalOrders(cancelled)).toEqual([]);
    expect(await renewalOrders(restored)).toMatchObject([{ status: 'paid' }]);
    server.clock.advance(5 * 3600_000 + 1000);
    await sweep();
    expect(await renewalOrders(cancelled)).toEqual([]);
    const ended = await ok<{ list: { status: number }[] }>(server, cancelled, 'user/listSubs', {
      position: 2,
    });
    expect(ended.list).toMatchObject([{ status: 2 }]);
    expect(await renewalMails(cancelled)).toEqual([]);
  });

  it('is not renewed once refunded: the refund ended it', async () => {
    const fan = await subscribedFan();
    const [paid] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, fan.userId), eq(orders.kind, 'subscription')));
    await toHoursBeforeEnd(fan, 10);
    const refund = await runMoneyCommand(
      db(),
      server.config,
      { action: 'refund', orderId: paid!.publicId },
      server.clock.now(),
    );
    expect(refund.ok).toBe(true);
    await runJobs(server);
    await sweep();
    expect(await renewalOrders(fan)).toEqual([]);
  });
});

describe('the renewal sweep on the queue', () => {
  it('takes only periods not renewed yet, so one sweep reaches every due subscription', async () => {
    const first = await subscribedFan();
    const second = await subscribedFan();
    await toHoursBeforeEnd(second, 20);
    const [a, b] = [(await subscriptionOf(first)).id, (await subscriptionOf(second)).id];
    expect(await dueRenewals(moneyDeps(), server.clock.now())).toEqual(expect.arrayContaining([a, b]));
    expect(await renewSubscription(moneyDeps(), a)).toBe('charged');
    const due = await dueRenewals(moneyDeps(), server.clock.now());
    expect(due).toContain(b);
    expect(due).not.toContain(a);
    await runJobs(server);
    expect(await dueRenewals(moneyDeps(), server.clock.now())).not.toContain(a);
  });

  it('is queued once per 5-minute tick however many processes start, and each run queues the next', async () => {
    const at = server.clock.now();
    const tick = Math.floor(at.getTime() / RENEWAL_SWEEP.everyMs);
    await Promise.all([
      schedulePeriodicJobs(db(), [RENEWAL_SWEEP], at),
      schedulePeriodicJobs(db(), [RENEWAL_SWEEP], at),
    ]);
    const queued = async () =>
      (await jobsNamed(db(), RENEWAL_SWEEP.name)).filter((job) => job.state === 'queued');
    expect((await queued()).map((job) => job.singletonKey)).toContain(`tick:${tick}`);
    expect((await queued()).filter((job) => job.singletonKey === `tick:${tick}`)).toHaveLength(1);
    await runner().runDue();
    const next = (await queued()).find((job) => job.singletonKey === `tick:${tick + 1}`);
    expect(next?.runAt.getTime()).toBe((tick + 1) * RENEWAL_SWEEP.everyMs);
  });
});
