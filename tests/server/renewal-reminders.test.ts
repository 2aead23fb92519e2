/**
 * Issue 26, told before a charge: 3 days before a paid subscription renews, its fan is told in the
 * app and by mail, in their language, what will be charged (amount, creator, plan) and when, with a
 * link that opens the subscription's cancel in the app. Once per renewal period, however often the
 * sweep runs; never for a cancelled subscription. A free trial's end says the same and links the
 * same cancel. On the server's clock, through the envelope and the periodic jobs.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialClaim, TrialLink } from '../../src/contract/entities-trials.ts';
import { userSubscriptions, users } from '../../server/db/schema.ts';
import {
  buildJobHandlers,
  RENEWAL_REMINDER_SWEEP,
  RENEWAL_SWEEP,
  TRIAL_NOTICE_SWEEP,
} from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { schedulePeriodicJobs } from '../../server/jobs/periodic-jobs.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import type { MailRequest } from '../../server/mail/mailer.ts';
import { renderMail } from '../../server/mail/render-mail.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import {
  expectLedgerBalanced,
  newCreator,
  newMember,
  newPlan,
  ok,
  saveCard,
  subscribe,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;

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
  await schedulePeriodicJobs(
    db(),
    [RENEWAL_SWEEP, TRIAL_NOTICE_SWEEP, RENEWAL_REMINDER_SWEEP],
    server.clock.now(),
  );
  await runner().runDue();
}

interface Notice {
  type: string;
  plan_name: string;
  amount: number;
  text: string;
  subscription_id: number | null;
  actor: { nickname: string } | null;
}

async function notices(fan: Member, type: string) {
  const page = await ok<{ list: Notice[] }>(server, fan, 'user/getNotificationList', { page: 1, limit: 50 });
  return page.list.filter((notice) => notice.type === type);
}

async function mailsOf<T extends MailRequest['template']>(fan: Member, template: T) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, fan.userId));
  return (server.mailer as RecordingMailer).all.filter(
    (mail): mail is Extract<MailRequest, { template: T }> =>
      mail.to === row!.email && mail.template === template,
  );
}

async function subscriptionOf(fan: Member, planId: number) {
  const [row] = await db()
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, fan.userId), eq(userSubscriptions.planId, planId)));
  return row!;
}

const toBeforeEnd = (end: Date, ms: number) =>
  server.clock.advance(end.getTime() - ms - server.clock.now().getTime());

/** A fan with a saved card subscribed (7-day periods) to a creator named Maya's plan Supporter at 4.99. */
async function subscribedFan(locale = 'en') {
  const creator = await newCreator(server);
  await db().update(users).set({ nickname: 'Maya' }).where(eq(users.id, creator.userId));
  const planId = await newPlan(server, creator, { name: 'Supporter', price: 4.99, expire_days: 7 });
  const fan = await newMember(server);
  await db().update(users).set({ locale }).where(eq(users.id, fan.userId));
  await saveCard(server, fan);
  await subscribe(server, fan, creator, planId, 4.99);
  return { creator, planId, fan };
}

describe('a paid subscription about to renew', () => {
  it('tells the fan 3 days ahead, not earlier, once: amount, creator, plan, date and a one-tap cancel', async () => {
    const { creator, planId, fan } = await subscribedFan();
    const held = await subscriptionOf(fan, planId);
    toBeforeEnd(held.expireAt, 3 * DAY_MS + HOUR_MS);
    await sweep();
    expect(await notices(fan, 'renewal_coming')).toEqual([]);
    expect(await mailsOf(fan, 'renewalComing')).toEqual([]);
    server.clock.advance(2 * HOUR_MS);
    await sweep();
    await sweep();
    server.clock.advance(DAY_MS);
    await sweep();
    expect(await notices(fan, 'renewal_coming')).toMatchObject([
      {
        plan_name: 'Supporter',
        amount: 4.99,
        text: held.expireAt.toISOString(),
        subscription_id: held.id,
        actor: { nickname: 'Maya' },
      },
    ]);
    const mails = await mailsOf(fan, 'renewalComing');
    expect(mails).toHaveLength(1);
    const cancelUrl = `${server.config.publicUrl}/en/mine/buy?t=subscriptions&cancel=${held.id}`;
    expect(mails[0]!.values).toMatchObject({ plan: 'Supporter', creator: 'Maya', price: '$4.99', cancelUrl });
    const endsOn = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Etc/GMT+11' }).format(
      held.expireAt,
    );
    const rendered = renderMail(loadServerMessages(), mails[0]!);
    expect(rendered.text).toContain(
      `Your subscription “Supporter” with Maya renews on ${endsOn}: $4.99 will be charged to your saved card.`,
    );
    expect(rendered.html).toContain(`href="${cancelUrl.replace(/&/g, '&amp;')}"`);
    await expectLedgerBalanced(server, [creator]);
  });

  it('tells the fan again for the next period, once it renewed', async () => {
    const { planId, fan } = await subscribedFan();
    const first = await subscriptionOf(fan, planId);
    toBeforeEnd(first.expireAt, 2 * DAY_MS);
    await sweep();
    toBeforeEnd(first.expireAt, 12 * HOUR_MS);
    await sweep();
    await sweep();
    const renewed = await subscriptionOf(fan, planId);
    expect(renewed.expireAt.getTime()).toBeGreaterThan(first.expireAt.getTime());
    toBeforeEnd(renewed.expireAt, 2 * DAY_MS);
    await sweep();
    await sweep();
    const told = await notices(fan, 'renewal_coming');
    expect(told.map((notice) => notice.text).sort()).toEqual(
      [first.expireAt.toISOString(), renewed.expireAt.toISOString()].sort(),
    );
    expect(await mailsOf(fan, 'renewalComing')).toHaveLength(2);
  });

  it('tells the fan in their language', async () => {
    const { planId, fan } = await subscribedFan('de');
    const held = await subscriptionOf(fan, planId);
    toBeforeEnd(held.expireAt, 2 * DAY_MS);
    await sweep();
    const [mail] = await mailsOf(fan, 'renewalComing');
    expect(mail!.locale).toBe('de');
    expect(mail!.values.cancelUrl).toContain('/de/mine/buy?t=subscriptions&cancel=');
    expect(renderMail(loadServerMessages(), mail!).subject).toContain('Dein Abo bei Maya verlängert sich am');
  });

  it('says nothing for a subscription the fan cancelled', async () => {
    const { planId, fan } = await subscribedFan();
    const held = await subscriptionOf(fan, planId);
    await ok(server, fan, 'payment/cancelSubscription', { type: 0, userSubscriptionId: held.id });
    toBeforeEnd(held.expireAt, 2 * DAY_MS);
    await sweep();
    expect(await notices(fan, 'renewal_coming')).toEqual([]);
    expect(await mailsOf(fan, 'renewalComing')).toEqual([]);
  });
});

describe('a free trial about to end', () => {
  it('links the subscription’s cancel from the notification and the mail, and is not told twice as a renewal', async () => {
    const creator = await newCreator(server);
    const planId = await newPlan(server, creator, { name: 'Gold', price: 6.5 });
    const link = await ok<TrialLink>(server, creator, 'user/createTrialLink', {
      plan_id: planId,
      days: 7,
      max_claims: 10,
      expires_at: new Date(server.clock.now().getTime() + 30 * DAY_MS).toISOString(),
    });
    const fan = await newMember(server);
    const claimed = await ok<TrialClaim>(server, fan, 'payment/claimTrial', { code: link.code });
    toBeforeEnd(new Date(claimed.trial_ends_at), 2 * DAY_MS);
    await sweep();
    await sweep();
    expect(await notices(fan, 'trial_ending')).toMatchObject([
      { subscription_id: claimed.user_subscription_id },
    ]);
    expect(await notices(fan, 'renewal_coming')).toEqual([]);
    const [mail] = await mailsOf(fan, 'trialEnding');
    expect(mail!.values.cancelUrl).toBe(
      `${server.config.publicUrl}/en/mine/buy?t=subscriptions&cancel=${claimed.user_subscription_id}`,
    );
    expect(renderMail(loadServerMessages(), mail!).text).toContain(
      `Cancel the subscription: ${mail!.values.cancelUrl}`,
    );
  });
});
