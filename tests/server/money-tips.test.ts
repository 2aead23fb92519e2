/**
 * Issue 25, tips: a fan tips a creator from 1 to TIP_MAX_AMOUNT (here 150), at most two decimals,
 * with a message of at most 300 characters, paid like a purchase (the provider's page or a saved
 * card) through the ledger with the platform fee (here 10 %). Never to oneself, to a member who is
 * not a creator, or between two accounts where either blocked the other. The fan sees the tip in
 * their transactions, the creator in their earnings; a tip sent from the chat is a message there,
 * delivered live to the creator's socket.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import { chatMessages, ledgerEntries, orders } from '../../server/db/schema.ts';
import {
  approveAndDeliver,
  callAs,
  clientKey,
  expectLedgerBalanced,
  newCreator,
  newMember,
  ok,
  runJobs,
  saveCard,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { chatMember, chatUrlOf, connectAs, givenSubscription, type ChatSocket } from './helpers/chat.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { requestRefund } from '../../server/modules/payments/refunds.service.ts';

let server: TestServer;
let creator: Member;
let fan: Member;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { PLATFORM_FEE_BPS: '1000', TIP_MAX_AMOUNT: '150' },
  });
  creator = await newCreator(server);
  fan = await newMember(server);
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.close();
});
afterAll(async () => {
  await server?.close();
});

/** A tip request as the app sends it; `fields` change or add parameters. */
const tipOf = (to: Member, fields: Record<string, unknown> = {}) => ({
  aff: to.aff,
  amount: 5,
  message: '',
  pay_type_id: 78,
  client_key: clientKey(),
  ...fields,
});

const tipAs = (as: Member, to: Member, fields: Record<string, unknown> = {}, language?: string) =>
  callAs(server, as, 'payment/tip', tipOf(to, fields), language);

const orderCount = async (buyer: Member) =>
  (await server.database.handle.db.select().from(orders).where(eq(orders.buyerId, buyer.userId))).length;

describe('payment/tip refuses', () => {
  it.each([
    ['below 1', 0.99],
    ['above the configured maximum of 150', 150.01],
  ])('an amount %s, naming 1 and 150', async (_name, amount) => {
    const before = await orderCount(fan);
    const body = await tipAs(fan, creator, { amount });
    expect(body.status).toBe(0);
    expect(body.msg).toBe('A tip is from $1.00 to $150.00.');
    expect(await orderCount(fan)).toBe(before);
  });

  it('in the member’s language', async () => {
    const body = await tipAs(fan, creator, { amount: 151 }, 'de');
    expect(body.msg).toBe('Ein Trinkgeld beträgt 1,00\u00a0$ bis 150,00\u00a0$.');
  });

  it.each([
    ['three decimals', { amount: 5.001 }, 'amount'],
    ['an amount sent as a string', { amount: '5' }, 'amount'],
    ['a message of 301 characters', { message: 'x'.repeat(301) }, 'message'],
  ])('%s as a field error', async (_name, fields, field) => {
    const body = await tipAs(fan, creator, fields);
    expect(body.status).toBe(0);
    expect(body.msg).toBe(`The field "${field}" is missing or invalid.`);
  });

  it('tipping oneself', async () => {
    expect((await tipAs(creator, creator)).msg).toBe('You cannot tip yourself.');
  });

  it('a member who is not a creator', async () => {
    const other = await newMember(server);
    expect((await tipAs(fan, other)).msg).toBe('Only creators can receive tips.');
  });

  it('a creator the fan blocked, and a fan the creator blocked', async () => {
    const blockedCreator = await newCreator(server);
    await ok(server, fan, 'user/blockUserEvent', { aff_blocked: blockedCreator.aff, action_type: 1 });
    expect((await tipAs(fan, blockedCreator)).msg).toBe(
      'You have blocked this creator. Unblock them to send a tip.',
    );
    const blockingCreator = await newCreator(server);
    await ok(server, blockingCreator, 'user/blockUserEvent', { aff_blocked: fan.aff, action_type: 1 });
    expect((await tipAs(fan, blockingCreator)).msg).toBe('You cannot send a tip to this creator.');
  });

  it('a tip from the chat to a creator the fan may not message', async () => {
    const stranger = await newCreator(server);
    expect((await tipAs(fan, stranger, { in_chat: 1 })).msg).toBe(
      'You cannot send a tip in this chat. Send it from the creator’s page instead.',
    );
  });
});

describe('a paid tip', () => {
  it('takes 1 and 150 with two decimals, and a message of 300 characters', async () => {
    for (const amount of [1, 150, 12.34]) {
      const order = await ok<CreatedOrder>(server, fan, 'payment/tip', tipOf(creator, { amount }));
      expect(order.url).toMatch(/^\/sandbox\/checkout\//);
    }
    const order = await ok<CreatedOrder>(
      server,
      fan,
      'payment/tip',
      tipOf(creator, { message: 'x'.repeat(300) }),
    );
    expect(order.order_id).toMatch(/^ord_/);
  });

  it('goes through the ledger with the platform fee, into the creator’s earnings and the fan’s transactions', async () => {
    const tipper = await newMember(server);
    const earner = await newCreator(server);
    const order = await ok<CreatedOrder>(server, tipper, 'payment/tip', tipOf(earner, { amount: 20 }));
    await approveAndDeliver(server, order);
    const status = await ok<{ success: number }>(server, tipper, 'payment/checkOrderStatus', {
      order_id: order.order_id,
    });
    expect(status.success).toBe(1);

    const history = await ok<{
      list: { kind: string; pay_amount: number; status: string; username: string }[];
    }>(server, tipper, 'payment/orderHistory');
    expect(history.list[0]).toMatchObject({
      kind: 'tip',
      pay_amount: 20,
      status: 'paid',
      username: earner.username,
    });

    const [row] = await server.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, order.order_id));
    const lines = await server.database.handle.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, row!.id));
    expect(lines.map((line) => [line.account, Number(line.amountCents)]).sort()).toEqual(
      [
        ['creator_payable', -1800],
        ['platform_revenue', -200],
        ['provider_cash', 2000],
      ].sort(),
    );
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const stats = await ok<{ total_income_count: number; balance: number }>(
      server,
      earner,
      'user/getUserStatistic',
      {
        start_time: now - 3600,
        end_time: now + 60,
      },
    );
    expect(stats).toMatchObject({ total_income_count: 18, balance: 18 });
    await expectLedgerBalanced(server, [earner]);
  });

  it('can be paid with a saved card', async () => {
    const tipper = await newMember(server);
    const earner = await newCreator(server);
    const card = await saveCard(server, tipper);
    const order = await ok<CreatedOrder>(
      server,
      tipper,
      'payment/tip',
      tipOf(earner, { amount: 7.5, user_payment_method_id: card }),
    );
    expect(order.url).toBe('');
    await runJobs(server);
    const status = await ok<{ success: number }>(server, tipper, 'payment/checkEmbedPay', {
      order_id: order.order_id,
    });
    expect(status.success).toBe(1);
    await expectLedgerBalanced(server, [earner]);
  });

  it('refunded, gives the creator’s share and the fee back through the ledger', async () => {
    const tipper = await newMember(server);
    const earner = await newCreator(server);
    const order = await ok<CreatedOrder>(server, tipper, 'payment/tip', tipOf(earner, { amount: 20 }));
    await approveAndDeliver(server, order);
    const deps = {
      db: server.database.handle.db,
      config: server.config,
      now: () => server.clock.now(),
      provider: createPaymentProvider(server.config, { error: () => undefined }),
      ids: randomIds,
    };
    expect(await requestRefund(deps, order.order_id)).toEqual({ ok: true, orderId: order.order_id });
    await runJobs(server);
    const status = await ok<{ status: string }>(server, tipper, 'payment/checkOrderStatus', {
      order_id: order.order_id,
    });
    expect(status.status).toBe('refunded');
    const info = await ok<{ money: number }>(server, earner, 'user/getUserInfo');
    expect(info.money).toBe(0);
    await expectLedgerBalanced(server, [earner]);
  });

  it('answers the same order for the same client key, and refuses the key for another amount', async () => {
    const key = clientKey();
    const first = await ok<CreatedOrder>(server, fan, 'payment/tip', tipOf(creator, { client_key: key }));
    const again = await ok<CreatedOrder>(server, fan, 'payment/tip', tipOf(creator, { client_key: key }));
    expect(again.order_id).toBe(first.order_id);
    const other = await tipAs(fan, creator, { client_key: key, amount: 6 });
    expect(other.msg).toBe('This payment was already started for another item. Please try again.');
  });
});

describe('a tip from the chat', () => {
  it('appears in the conversation once paid, live on the creator’s socket', async () => {
    const chatFan = await chatMember(server);
    const chatCreator = await chatMember(server, 'creator');
    await givenSubscription(server, chatFan, chatCreator);
    const url = await chatUrlOf(server);
    const creatorSocket = await connectAs(url, chatCreator);
    sockets.push(creatorSocket);

    const order = await ok<CreatedOrder>(
      server,
      chatFan,
      'payment/tip',
      tipOf(chatCreator, { amount: 15, message: '  Thank you for the stream!  ', in_chat: 1 }),
    );
    // Nothing in the conversation before the money arrived.
    expect(
      await server.database.handle.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, chatFan.userId), eq(chatMessages.msgType, 'tip'))),
    ).toEqual([]);
    await approveAndDeliver(server, order);

    const live = (await creatorSocket.next(
      (event) => event.event === 'chatMessage' && event.data.msgType === 'tip',
    )) as Extract<ChatServerEvent, { event: 'chatMessage' }>;
    expect(live.data).toMatchObject({
      msgType: 'tip',
      tip_amount: 15,
      content: 'Thank you for the stream!',
      from_uuid: chatFan.uuid,
      to_uuid: chatCreator.uuid,
      self: 0,
      unread: 1,
    });
    const history = await ok<{ list: { msgType: string; tip_amount: number }[] }>(
      server,
      chatCreator,
      'chat/getHistory',
      { from_uuid: chatFan.uuid },
    );
    expect(history.list.filter((message) => message.msgType === 'tip')).toEqual([
      expect.objectContaining({ msgType: 'tip', tip_amount: 15 }),
    ]);
    await expectLedgerBalanced(server, [chatCreator]);
  });

  it('is not a message a member can send over the socket', async () => {
    const chatFan = await chatMember(server);
    const chatCreator = await chatMember(server, 'creator');
    await givenSubscription(server, chatFan, chatCreator);
    const socket = await connectAs(await chatUrlOf(server), chatFan);
    sockets.push(socket);
    socket.send({
      cmd: 'chat/chat',
      to_uuid: chatCreator.uuid,
      type: 'friend',
      msgType: 'tip',
      content: 'free money',
      microtime: Date.now(),
      sign: 'fake-tip-1',
    });
    const refusal = await socket.next((event) => event.event === 'error');
    expect(refusal.event).toBe('error');
    const stored = await server.database.handle.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sign, 'fake-tip-1'));
    expect(stored).toEqual([]);
  });
});
