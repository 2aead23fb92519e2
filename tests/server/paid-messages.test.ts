/**
 * Issue 25, paid messages: a creator sends a chat message with 1 to 10 pictures and a price by the
 * pay-per-post rule (above 0, at most 90, two decimals); the fan it was sent to sees blurred
 * previews and the price, and unlocks it by paying like a purchase (the provider's page or a saved
 * card) through the ledger with the platform fee (here 10 %) and the payment cost (here 1 % +
 * 0.10). Nothing locked leaves the server before payment, the originals open only for the creator
 * and the fan who paid (with their own media pass), and both see the purchase live.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import { listSalesCall } from '../../src/contract/calls/sales.ts';
import { chatMessages, ledgerEntries, orders } from '../../server/db/schema.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { requestRefund } from '../../server/modules/payments/refunds.service.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  givenSubscription,
  pictureOf,
  uploadPicture,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { fetchMedia, passFrom } from './helpers/media-fixtures.ts';
import {
  approveAndDeliver,
  callAs,
  clientKey,
  expectLedgerBalanced,
  ok,
  runJobs,
  saveCard,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { PLATFORM_FEE_BPS: '1000', PAYMENT_COST_BPS: '100', PAYMENT_COST_FIXED: '0.1' },
  });
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.close();
});
afterAll(async () => {
  await server?.close();
});

type ChatMessageEvent = Extract<ChatServerEvent, { event: 'chatMessage' }>;

async function socketOf(member: ChatMember): Promise<ChatSocket> {
  const socket = await connectAs(await chatUrlOf(server), member);
  sockets.push(socket);
  return socket;
}

/** A creator, a subscribed fan and another fan subscribed too (who may chat with the creator). */
async function conversation() {
  const creator = await chatMember(server, 'creator');
  const fan = await chatMember(server);
  const otherFan = await chatMember(server);
  await givenSubscription(server, fan, creator);
  await givenSubscription(server, otherFan, creator);
  return { creator, fan, otherFan };
}

/** Sends a paid message over the socket; answers its sign. */
function sendPaid(
  socket: ChatSocket,
  to: Member,
  fields: { media: string[]; price?: number; content?: string; sign?: string },
): string {
  const sign = fields.sign ?? clientKey();
  socket.send({
    cmd: 'chat/chat',
    to_uuid: to.uuid,
    type: 'friend',
    msgType: 'paid',
    content: fields.content ?? '',
    media: fields.media,
    ...(fields.price === undefined ? {} : { price: fields.price }),
    microtime: Date.now(),
    sign,
  });
  return sign;
}

async function ackOf(socket: ChatSocket, sign: string): Promise<ChatWireMessage> {
  const outcome = await socket.outcomeOf(sign);
  if (outcome.event !== 'ackMessage') throw new Error(`refused: ${JSON.stringify(outcome.data)}`);
  return outcome.data.message;
}

async function refusalOf(socket: ChatSocket, sign: string) {
  const outcome = await socket.outcomeOf(sign);
  if (outcome.event !== 'error') throw new Error(`stored: ${JSON.stringify(outcome.data)}`);
  return outcome.data;
}

async function pictures(member: Member, count: number) {
  const list = [];
  for (let index = 0; index < count; index++)
    list.push(await uploadPicture(server, member, await pictureOf('jpeg')));
  return list;
}

const passOf = async (member: Member) =>
  passFrom(await server.call('user/getUserInfo', { token: member.token }));

const buyAs = (as: Member, messageId: number, amount: number, fields: Record<string, unknown> = {}) =>
  callAs(server, as, 'payment/buyMessage', {
    message_id: messageId,
    amount,
    pay_type_id: 78,
    client_key: clientKey(),
    ...fields,
  });

async function historyOf(viewer: Member, peer: Member): Promise<ChatWireMessage[]> {
  return (await ok<{ list: ChatWireMessage[] }>(server, viewer, 'chat/getHistory', { from_uuid: peer.uuid }))
    .list;
}

/** The original key of an upload of `owner`, as the media routes know it. */
const originalKeyOf = (owner: Member, uploadId: string) =>
  `private/uploads/${owner.userId}/${uploadId}/original.jpg`;

describe('sending a paid message', () => {
  it('takes 1 to 10 of the creator’s pictures, a price from 0.01 to 90 and a caption', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const ten = await pictures(creator, 10);
    const most = await ackOf(
      socket,
      sendPaid(socket, fan, {
        media: ten.map((picture) => picture.path),
        price: 90,
        content: '  Behind the scenes  ',
      }),
    );
    expect(most).toMatchObject({
      msgType: 'paid',
      price: 90,
      content: 'Behind the scenes',
      bought: 0,
      self: 1,
    });
    expect(most.media).toHaveLength(10);
    // The sender sees their own originals.
    expect(most.media[0]!.url).toMatch(
      new RegExp(`^/media/o/uploads/${creator.userId}/${ten[0]!.uploadId}/original\\.jpg\\?`),
    );
    expect(most.media[0]!.preview).toBe(`/media/p/uploads/${ten[0]!.uploadId}/blur.webp`);
    const least = await ackOf(socket, sendPaid(socket, fan, { media: [ten[1]!.uploadId], price: 0.01 }));
    expect(least).toMatchObject({ price: 0.01, content: '' });
    expect((await ackOf(socket, sendPaid(socket, fan, { media: [ten[2]!.path], price: 12.34 }))).price).toBe(
      12.34,
    );
  });

  it.each([
    ['0', 0],
    ['above 90', 90.01],
    ['three decimals', 12.345],
    ['negative', -5],
    ['missing', undefined],
  ])('refuses a price %s, naming 0.01 and 90, storing nothing', async (_name, price) => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const [picture] = await pictures(creator, 1);
    const sign = sendPaid(socket, fan, { media: [picture!.path], ...(price === undefined ? {} : { price }) });
    expect(await refusalOf(socket, sign)).toMatchObject({
      code: 'chat.paidPrice',
      msg: 'A price is from $0.01 to $90.00, with at most two decimals.',
    });
    expect(
      await server.database.handle.db.select().from(chatMessages).where(eq(chatMessages.sign, sign)),
    ).toEqual([]);
  });

  it('refuses no pictures and more than 10', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const eleven = await pictures(creator, 11);
    for (const media of [[], eleven.map((picture) => picture.path)]) {
      expect(await refusalOf(socket, sendPaid(socket, fan, { media, price: 5 }))).toMatchObject({
        code: 'chat.paidMedia',
        msg: 'A paid message carries 1 to 10 pictures.',
      });
    }
  });

  it('refuses another member’s picture, and a paid message from a fan', async () => {
    const { creator, fan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const [fanPicture] = await pictures(fan, 1);
    expect(
      await refusalOf(creatorSocket, sendPaid(creatorSocket, fan, { media: [fanPicture!.path], price: 5 })),
    ).toMatchObject({ code: 'chat.badImage' });
    const fanSocket = await socketOf(fan);
    expect(
      await refusalOf(fanSocket, sendPaid(fanSocket, creator, { media: [fanPicture!.path], price: 5 })),
    ).toMatchObject({
      code: 'chat.paidNotCreator',
      msg: 'Only creators can send paid messages.',
    });
  });

  it('refuses in the member’s language', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    await socket.initUser(creator.chatToken, { lang: 'de' });
    const [picture] = await pictures(creator, 1);
    const refusal = await refusalOf(socket, sendPaid(socket, fan, { media: [picture!.path], price: 91 }));
    expect(refusal.msg).toContain('90,00');
  });
});

describe('a paid message, locked and unlocked', () => {
  it('reaches the fan locked: previews and price only, no original by any route, for anyone but the creator', async () => {
    const { creator, fan, otherFan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const fanSocket = await socketOf(fan);
    const uploaded = await pictures(creator, 2);
    const sign = sendPaid(creatorSocket, fan, {
      media: uploaded.map((picture) => picture.path),
      price: 9.99,
      content: 'Two new shots',
    });
    const sent = await ackOf(creatorSocket, sign);

    // Live on the fan's socket, and in the history and the contact list: locked.
    const live = (await fanSocket.messageWithSign(sign)).data;
    const [inHistory] = await historyOf(fan, creator);
    const contacts = await ok<{ list: { uuid: string; last_message: ChatWireMessage }[] }>(
      server,
      fan,
      'chat/getContactList',
    );
    const inContacts = contacts.list.find((contact) => contact.uuid === creator.uuid)!.last_message;
    for (const locked of [live, inHistory!, inContacts]) {
      expect(locked).toMatchObject({
        id: sent.id,
        msgType: 'paid',
        price: 9.99,
        bought: 0,
        content: 'Two new shots',
      });
      expect(locked.media.map((picture) => picture.url)).toEqual(['', '']);
      expect(locked.media.map((picture) => picture.preview)).toEqual(
        uploaded.map((picture) => `/media/p/uploads/${picture.uploadId}/blur.webp`),
      );
      expect(JSON.stringify(locked)).not.toContain('/media/o/');
    }
    // The blurred preview is public.
    expect((await fetchMedia(server, live.media[0]!.preview)).status).toBe(200);

    // The creator opens their own originals.
    const creatorPass = await passOf(creator);
    expect((await fetchMedia(server, sent.media[0]!.url, creatorPass)).status).toBe(200);

    // Before paying, a URL signed for the fan opens nothing; nor for another fan; nor for a visitor.
    const urls = createMediaUrls(server.config.mediaSigningKey);
    const key = originalKeyOf(creator, uploaded[0]!.uploadId);
    const fanPass = await passOf(fan);
    const otherPass = await passOf(otherFan);
    expect((await fetchMedia(server, urls.signedUrl(key, `u${fan.userId}`), fanPass)).status).toBe(403);
    expect((await fetchMedia(server, urls.signedUrl(key, `u${otherFan.userId}`), otherPass)).status).toBe(
      403,
    );
    expect((await fetchMedia(server, sent.media[0]!.url)).status).toBe(403);
    expect((await fetchMedia(server, sent.media[0]!.url, otherPass)).status).toBe(403);
  });

  it('unlocks for the fan who paid, live on both sockets; the URL opens for nobody else', async () => {
    const { creator, fan, otherFan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const fanSocket = await socketOf(fan);
    const uploaded = await pictures(creator, 2);
    const sent = await ackOf(
      creatorSocket,
      sendPaid(creatorSocket, fan, { media: uploaded.map((picture) => picture.path), price: 20 }),
    );
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: sent.id,
      amount: 20,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(order.url).toMatch(/^\/sandbox\/checkout\//);
    // Ordered but not paid: still locked.
    expect((await historyOf(fan, creator))[0]!.media[0]!.url).toBe('');
    await approveAndDeliver(server, order);

    const unlockedFor = (socket: ChatSocket) =>
      socket.next(
        (event): event is ChatMessageEvent =>
          event.event === 'chatMessage' && event.data.id === sent.id && event.data.bought === 1,
      );
    const fanCopy = (await unlockedFor(fanSocket)).data;
    const creatorCopy = (await unlockedFor(creatorSocket)).data;
    expect(fanCopy).toMatchObject({ msgType: 'paid', price: 20, bought: 1, self: 0 });
    expect(creatorCopy).toMatchObject({ bought: 1, self: 1 });
    const fanUrl = fanCopy.media[1]!.url;
    expect(fanUrl).toMatch(
      new RegExp(
        `^/media/o/uploads/${creator.userId}/${uploaded[1]!.uploadId}/original\\.jpg\\?.*v=u${fan.userId}&`,
      ),
    );

    const fanPass = await passOf(fan);
    const opened = await fetchMedia(server, fanUrl, fanPass);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/jpeg');
    // The history says it too.
    const [again] = await historyOf(fan, creator);
    expect(again).toMatchObject({ bought: 1 });
    expect(again!.media.every((picture) => picture.url.startsWith('/media/o/'))).toBe(true);

    // The fan's URL copied: another fan (with their own pass) and a visitor get nothing.
    const otherPass = await passOf(otherFan);
    expect((await fetchMedia(server, fanUrl, otherPass)).status).toBe(403);
    expect((await fetchMedia(server, fanUrl)).status).toBe(403);
    // Another fan with a URL signed for themselves: still nothing (they did not pay).
    const urls = createMediaUrls(server.config.mediaSigningKey);
    expect(
      (
        await fetchMedia(
          server,
          urls.signedUrl(originalKeyOf(creator, uploaded[1]!.uploadId), `u${otherFan.userId}`),
          otherPass,
        )
      ).status,
    ).toBe(403);

    // Bought once.
    expect((await buyAs(fan, sent.id, 20)).msg).toBe('You have already unlocked this message.');
  });

  it('goes through the ledger as a sale of kind message, with the fee and the payment cost', async () => {
    const { creator, fan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const [picture] = await pictures(creator, 1);
    const sent = await ackOf(
      creatorSocket,
      sendPaid(creatorSocket, fan, { media: [picture!.path], price: 20, content: 'Just for you' }),
    );
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: sent.id,
      amount: 20,
      client_key: clientKey(),
    });
    await approveAndDeliver(server, order);

    const [row] = await server.database.handle.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, order.order_id));
    expect(row).toMatchObject({
      kind: 'message',
      itemId: sent.id,
      creatorId: creator.userId,
      status: 'paid',
    });
    const lines = await server.database.handle.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, row!.id));
    // 20.00: fee 10 % = 2.00; cost 1 % + 0.10 = 0.30; net 17.70.
    expect(lines.map((line) => [line.account, Number(line.amountCents)]).sort()).toEqual(
      [
        ['creator_payable', -1770],
        ['payment_costs', -30],
        ['platform_revenue', -200],
        ['provider_cash', 2000],
      ].sort(),
    );
    const sales = listSalesCall.response.parse(await ok(server, creator, 'user/getSaleList', {})).list;
    expect(sales[0]).toMatchObject({
      kind: 'message',
      gross: 20,
      fee: 2,
      payment_cost: 0.3,
      net: 17.7,
      item_name: 'Just for you',
    });
    const history = await ok<{ list: { kind: string; pay_amount: number; status: string }[] }>(
      server,
      fan,
      'payment/orderHistory',
    );
    expect(history.list[0]).toMatchObject({ kind: 'message', pay_amount: 20, status: 'paid' });
    await expectLedgerBalanced(server, [creator]);
  });

  it('can be paid with a saved card', async () => {
    const { creator, fan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const [picture] = await pictures(creator, 1);
    const sent = await ackOf(
      creatorSocket,
      sendPaid(creatorSocket, fan, { media: [picture!.path], price: 7.5 }),
    );
    const card = await saveCard(server, fan);
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: sent.id,
      amount: 7.5,
      user_payment_method_id: card,
      client_key: clientKey(),
    });
    expect(order.url).toBe('');
    await runJobs(server);
    const status = await ok<{ success: number }>(server, fan, 'payment/checkEmbedPay', {
      order_id: order.order_id,
    });
    expect(status.success).toBe(1);
    expect((await historyOf(fan, creator))[0]).toMatchObject({ bought: 1 });
    await expectLedgerBalanced(server, [creator]);
  });

  it('refunded, locks again and gives the money back through the ledger', async () => {
    const { creator, fan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const [picture] = await pictures(creator, 1);
    const sent = await ackOf(
      creatorSocket,
      sendPaid(creatorSocket, fan, { media: [picture!.path], price: 10 }),
    );
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: sent.id,
      amount: 10,
      client_key: clientKey(),
    });
    await approveAndDeliver(server, order);
    const [unlocked] = await historyOf(fan, creator);
    const fanPass = await passOf(fan);
    expect((await fetchMedia(server, unlocked!.media[0]!.url, fanPass)).status).toBe(200);

    const deps = {
      db: server.database.handle.db,
      config: server.config,
      now: () => server.clock.now(),
      provider: createPaymentProvider(server.config, { error: () => undefined }),
      ids: randomIds,
    };
    expect(await requestRefund(deps, order.order_id)).toEqual({ ok: true, orderId: order.order_id });
    await runJobs(server);
    expect((await fetchMedia(server, unlocked!.media[0]!.url, fanPass)).status).toBe(403);
    expect((await historyOf(fan, creator))[0]).toMatchObject({
      bought: 0,
      media: [expect.objectContaining({ url: '' })],
    });
    const info = await ok<{ money: number }>(server, creator, 'user/getUserInfo');
    expect(info.money).toBe(0);
    await expectLedgerBalanced(server, [creator]);
  });
});

describe('payment/buyMessage refuses', () => {
  it('the creator, another fan, a visitor, a wrong amount, a message that is not paid, and a block', async () => {
    const { creator, fan, otherFan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const [picture] = await pictures(creator, 1);
    const sent = await ackOf(
      creatorSocket,
      sendPaid(creatorSocket, fan, { media: [picture!.path], price: 5 }),
    );
    const before = await server.database.handle.db.select().from(orders);

    expect((await buyAs(creator, sent.id, 5)).msg).toBe('You cannot buy your own message.');
    expect((await buyAs(otherFan, sent.id, 5)).msg).toBe('This paid message is not available.');
    const visitor = await callAs(server, undefined, 'payment/buyMessage', {
      message_id: sent.id,
      amount: 5,
      client_key: clientKey(),
    });
    expect(visitor.status).not.toBe(1);
    expect((await buyAs(fan, sent.id, 4.99)).msg).toBe(
      'The amount to pay is not the price ($5.00). Please reload and try again.',
    );
    const text = await ackOf(creatorSocket, creatorSocket.chat(fan.uuid, 'Hello'));
    expect((await buyAs(fan, text.id, 5)).msg).toBe('This paid message is not available.');
    expect((await buyAs(fan, 2_000_000_000, 5)).msg).toBe('This paid message is not available.');

    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: fan.aff, action_type: 1 });
    expect((await buyAs(fan, sent.id, 5)).msg).toBe('You cannot unlock messages in this conversation.');
    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: fan.aff, action_type: 2 });
    await ok(server, fan, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    expect((await buyAs(fan, sent.id, 5)).msg).toBe('You cannot unlock messages in this conversation.');

    expect(await server.database.handle.db.select().from(orders)).toHaveLength(before.length);
  });
});
