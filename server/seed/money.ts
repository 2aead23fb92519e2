/**
 * Carries out the demo's money plan (money-plan.ts) through the money services, at the plan's
 * times: orders are placed, the sandbox's checkout is answered, cards are confirmed with the
 * sandbox, and every event the sandbox sends is applied by the same code the webhook runs (read,
 * then applied exactly once), only in-process instead of over HTTP. So the ledger, the
 * entitlements and the statuses are exactly what the app would have made.
 */
import { and, eq } from 'drizzle-orm';
import { ROLE } from '../../src/contract/enums.ts';
import { centsToAmount } from '../../src/contract/rules/money-rules.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sandboxEvents, savedCards, subscriptionPlans, userSubscriptions, users } from '../db/schema.ts';
import { termsAcceptedAt } from '../modules/accounts/terms.service.ts';
import { decideWithdrawal } from '../modules/ledger/withdrawal-decisions.ts';
import { applyWithdraw } from '../modules/ledger/withdrawals.service.ts';
import { banCard, startCardSetup } from '../modules/payments/cards.service.ts';
import { applyProviderEvent } from '../modules/payments/events.service.ts';
import { seededIds } from '../modules/payments/ids.ts';
import type { MoneyDeps } from '../modules/payments/money-deps.ts';
import { catalogueItem, placeOrder } from '../modules/payments/orders.service.ts';
import type { PaymentProvider } from '../modules/payments/providers/provider.ts';
import { finishCheckoutSession } from '../modules/payments/providers/sandbox/sandbox-checkout.ts';
import type { SandboxEventSink } from '../modules/payments/providers/sandbox/sandbox-events.ts';
import { confirmSetupIntent } from '../modules/payments/providers/sandbox/sandbox-payments.ts';
import {
  createSandboxProvider,
  readSandboxEvent,
} from '../modules/payments/providers/sandbox/sandbox-provider.ts';
import { requestRefund, simulateDispute } from '../modules/payments/refunds.service.ts';
import { setRenewal } from '../modules/payments/subscriptions.service.ts';
import { planMoneySeed, SUPPORTER_COUNT, type MoneyStep, type SeedBuyer } from './money-plan.ts';
import type { SeedPlan } from './seed-plan.ts';

export interface SeededIds {
  fans: number[];
  creators: number[];
  /** Database ids of the seed plan's posts, by index. */
  posts: number[];
}

export interface MoneySeedSummary {
  orders: number;
  withdrawals: number;
}

const SUPPORTER_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Omar',
  'Ines',
  'Kenji',
  'Sara',
  'Leo',
  'Nadia',
  'Tom',
];

/** The supporters: accounts without a password (nobody signs in as them) that buy. */
async function insertSupporters(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: SUPPORTER_COUNT }, (_, i) => ({
        uuid: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
        aff: 600_000 + (i + 1) * 97,
        username: `supporter${String(i + 1).padStart(2, '0')}`,
        email: `supporter${String(i + 1).padStart(2, '0')}@example.com`,
        passwordHash: null,
        nickname: SUPPORTER_NAMES[i % SUPPORTER_NAMES.length]!,
        role: ROLE.member,
        emailValidated: 1,
        ...termsAcceptedAt(now),
        createdAt: new Date(now.getTime() - 120 * 24 * 3600 * 1000),
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Applies every event the sandbox emitted, and those they cause (a refund asked on a duplicate). */
function inProcessDelivery(db: Database, deps: () => MoneyDeps) {
  const queue: string[] = [];
  const sink: SandboxEventSink = {
    emitted: async (_tx, _event, body) => {
      queue.push(body);
    },
  };
  async function deliver() {
    for (let body = queue.shift(); body !== undefined; body = queue.shift()) {
      const event = readSandboxEvent(body);
      if (!event) throw new Error(`The seed made an event the webhook cannot read: ${body}`);
      await applyProviderEvent(deps(), event);
      await db.update(sandboxEvents).set({ deliveredAt: deps().now() }).where(eq(sandboxEvents.id, event.id));
    }
  }
  return { sink, deliver };
}

/** Runs the money plan over the seeded rows; throws when a step the plan expects is refused. */
export async function seedMoney(
  db: Database,
  config: ServerConfig,
  plan: SeedPlan,
  seeded: SeededIds,
  now: Date,
): Promise<MoneySeedSummary> {
  const supporters = await insertSupporters(db, now);
  const ids = seededIds('fanvault-demo-money');
  let at = now;
  const clock = () => at;
  // The provider hands its events to the delivery, which applies them with the provider.
  const made: { provider?: PaymentProvider } = {};
  const deps = (): MoneyDeps => ({ db, config, now: clock, provider: made.provider!, ids });
  const delivery = inProcessDelivery(db, deps);
  made.provider = createSandboxProvider({
    secret: () => Promise.resolve('unused: events are applied in-process'),
    ids,
    sink: delivery.sink,
  });
  const sandbox = { ids, sink: delivery.sink };

  const userOf = (buyer: SeedBuyer) =>
    'fan' in buyer ? seeded.fans[buyer.fan]! : supporters[buyer.supporter]!;
  const creatorAff = new Map<number, number>();
  const affOf = async (userId: number) => {
    if (!creatorAff.has(userId)) {
      const [row] = await db.select({ aff: users.aff }).from(users).where(eq(users.id, userId));
      creatorAff.set(userId, row!.aff);
    }
    return creatorAff.get(userId)!;
  };
  const planOf = async (creator: number, position: number) => {
    const [row] = await db
      .select({ id: subscriptionPlans.id, priceCents: subscriptionPlans.priceCents })
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.userId, seeded.creators[creator]!),
          eq(subscriptionPlans.position, position),
        ),
      );
    if (!row) throw new Error(`The seed has no plan ${position} of creator ${creator}`);
    return row;
  };
  const orders = new Map<string, string>();
  const withdrawalIds = new Map<string, number>();
  let orderCount = 0;
  let keyCount = 0;

  async function order(step: Extract<MoneyStep, { kind: 'subscribe' | 'buy' }>) {
    const buyerId = userOf(step.buyer);
    const subscription = step.kind === 'subscribe';
    const creatorId = subscription
      ? seeded.creators[step.creator]!
      : seeded.creators[plan.posts[step.post]!.creatorIndex]!;
    const item = subscription
      ? await planOf(step.creator, step.position)
      : { id: seeded.posts[step.post]!, priceCents: plan.posts[step.post]!.priceCents };
    let cardRoute: { via: 'card'; cardId: number; methodId: string } | undefined;
    if (step.kind === 'buy' && step.withCard) {
      const [card] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, buyerId), eq(savedCards.isDefault, 1)));
      cardRoute = { via: 'card', cardId: card!.id, methodId: card!.providerMethodId };
    }
    keyCount += 1;
    const request = {
      item_id: item.id,
      aff: await affOf(creatorId),
      amount: centsToAmount(item.priceCents),
      pay_type_id: 78,
      client_key: `seed-order-${String(keyCount).padStart(4, '0')}`,
    };
    const placed = await placeOrder(
      { deps: deps(), buyerId, locale: 'en', translate: (id) => id },
      catalogueItem(subscription ? 'subscription' : 'post', buyerId, request),
      request,
      cardRoute ?? { via: 'checkout' },
    );
    orderCount += 1;
    if (!cardRoute) await finishCheckoutSession(db, sandbox, placed.providerRef!, step.outcome, at);
    await delivery.deliver();
    if (step.label) orders.set(step.label, placed.publicId);
  }

  for (const step of planMoneySeed(plan, now)) {
    at = new Date(now.getTime() + step.at);
    switch (step.kind) {
      case 'subscribe':
      case 'buy':
        await order(step);
        break;
      case 'card': {
        const userId = userOf(step.buyer);
        const setup = await startCardSetup(deps(), userId);
        const intent = /setup_intents\/([^/]+)\/confirm$/.exec(setup.confirm_url)![1]!;
        const year = now.getUTCFullYear() + 3;
        const confirmed = await confirmSetupIntent(
          db,
          sandbox,
          intent,
          {
            clientSecret: setup.client_secret,
            card: { number: step.number, exp_month: 12, exp_year: year, cvc: '123' },
          },
          at,
        );
        if (!confirmed.ok) throw new Error(`The seed's card ${step.number} was refused: ${confirmed.code}`);
        await delivery.deliver();
        if (step.ban) {
          const [card] = await db
            .select()
            .from(savedCards)
            .where(eq(savedCards.providerMethodId, confirmed.paymentMethodId));
          await banCard(db, card!.id, at);
        }
        break;
      }
      case 'cancel': {
        const { id: planId } = await planOf(step.creator, step.position);
        const [held] = await db
          .select({ id: userSubscriptions.id })
          .from(userSubscriptions)
          .where(and(eq(userSubscriptions.userId, userOf(step.buyer)), eq(userSubscriptions.planId, planId)));
        if (!held || (await setRenewal(db, userOf(step.buyer), held.id, true, at)) !== true)
          throw new Error('The seed cancels a subscription that is not running');
        break;
      }
      case 'refund':
      case 'dispute': {
        const orderId = orders.get(step.label)!;
        const done =
          step.kind === 'refund'
            ? await requestRefund(deps(), orderId)
            : await simulateDispute(deps(), orderId, delivery.sink);
        if (!done.ok) throw new Error(done.reason);
        await delivery.deliver();
        break;
      }
      case 'withdraw': {
        const made = await applyWithdraw(
          { db, now: clock },
          seeded.creators[step.creator]!,
          centsToAmount(step.amountCents),
          // A history as it happened, not a member's request: the demo creators sign in with a password only.
          { requireSecondFactor: false },
        );
        withdrawalIds.set(step.label, made.withdrawal.id);
        break;
      }
      case 'decide': {
        const decided = await decideWithdrawal(
          db,
          withdrawalIds.get(step.label)!,
          step.decision,
          at,
          step.reason,
        );
        if (!decided.ok) throw new Error(decided.reason);
        break;
      }
    }
  }
  return { orders: orderCount, withdrawals: withdrawalIds.size };
}
