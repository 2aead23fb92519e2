/**
 * Issue 25: the creator is told when a fan buys their paid message, a `message_purchase`
 * notification naming the fan and the amount and opening the conversation with them, once per
 * purchase however often the payment's webhook repeats, pushed in the creator's language, and not
 * written when the creator turned the type off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listNotificationsCall } from '../../src/contract/calls/notifications.ts';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import { orders, users } from '../../server/db/schema.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  givenSubscription,
  pictureOf,
  uploadPicture,
  type ChatSocket,
} from './helpers/chat.ts';
import {
  approveAndDeliver,
  clientKey,
  ok,
  postWebhook,
  runJobs,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { newTestBrowser, startLocalPushService, type LocalPushService } from './helpers/push-service.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let pushService: LocalPushService;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({ seed: false, env: { PUSH_SERVICE_HOSTS: '127.0.0.1' } });
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.close();
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

/** A creator (named Maya) who sent a paid message at `price` to a subscribed fan (named Lena). */
async function paidMessageSent(price: number) {
  const creator = await chatMember(server, 'creator');
  const fan = await chatMember(server);
  await server.database.handle.db.update(users).set({ nickname: 'Lena' }).where(eq(users.id, fan.userId));
  await givenSubscription(server, fan, creator);
  const socket = await connectAs(await chatUrlOf(server), creator);
  sockets.push(socket);
  const picture = await uploadPicture(server, creator, await pictureOf('jpeg'));
  const sign = clientKey();
  socket.send({
    cmd: 'chat/chat',
    to_uuid: fan.uuid,
    type: 'friend',
    msgType: 'paid',
    content: 'Rooftop set',
    media: [picture.path],
    price,
    microtime: Date.now(),
    sign,
  });
  const outcome = await socket.outcomeOf(sign);
  if (outcome.event !== 'ackMessage') throw new Error(`refused: ${JSON.stringify(outcome.data)}`);
  const message: ChatWireMessage = outcome.data.message;
  return { creator, fan, message };
}

const buyMessage = (fan: Member, messageId: number, amount: number) =>
  ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
    message_id: messageId,
    amount,
    pay_type_id: 78,
    client_key: clientKey(),
  });

async function salesTold(creator: Member) {
  const data = await ok(server, creator, 'user/getNotificationList', { page: 1, limit: 50 });
  return listNotificationsCall.response
    .parse(data)
    .list.filter((notice) => notice.type === 'message_purchase');
}

/** The sandbox's success event for `orderId`, as a new delivery (its own event id). */
async function successEventFor(orderId: string): Promise<string> {
  const [row] = await server.database.handle.db.select().from(orders).where(eq(orders.publicId, orderId));
  return JSON.stringify({
    id: `evt_again${Math.random().toString(36).slice(2)}`,
    type: 'payment.succeeded',
    created: Math.floor(server.clock.now().getTime() / 1000),
    data: {
      order_ref: orderId,
      reference: row!.providerRef,
      amount_cents: row!.amountCents,
      currency: row!.currency,
    },
  });
}

describe('a paid message bought', () => {
  it('tells the creator who bought it and for how much, opening the conversation with the fan', async () => {
    const { creator, fan, message } = await paidMessageSent(12.5);
    // Ordered, not paid yet: nothing to tell.
    const order = await buyMessage(fan, message.id, 12.5);
    expect(await salesTold(creator)).toEqual([]);
    await approveAndDeliver(server, order);

    const told = await salesTold(creator);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'message_purchase',
      read: 0,
      amount: 12.5,
      count: 1,
      post: null,
      actor: { aff: fan.aff, uuid: fan.uuid, username: fan.username, nickname: 'Lena' },
    });
    // The fan, who did it, is told nothing of it.
    const fanList = listNotificationsCall.response.parse(
      await ok(server, fan, 'user/getNotificationList', { page: 1, limit: 50 }),
    ).list;
    expect(fanList.filter((notice) => notice.type === 'message_purchase')).toEqual([]);
  });

  it('tells it once, however often the payment’s webhook is delivered again', async () => {
    const { creator, fan, message } = await paidMessageSent(9.99);
    const order = await buyMessage(fan, message.id, 9.99);
    await approveAndDeliver(server, order);
    for (let again = 0; again < 3; again++) {
      const response = await postWebhook(server, await successEventFor(order.order_id));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored: the order is paid' });
    }
    await runJobs(server);
    expect(await salesTold(creator)).toHaveLength(1);
  });

  it('tells nothing when the creator turned paid message purchases off', async () => {
    const { creator, fan, message } = await paidMessageSent(5);
    const settings = await ok<{ settings: Record<string, number> }>(
      server,
      creator,
      'user/getNotificationSettings',
    );
    expect(settings.settings.message_purchase).toBe(1);
    await ok(server, creator, 'user/setNotificationSetting', { type: 'message_purchase', enabled: 0 });
    await approveAndDeliver(server, await buyMessage(fan, message.id, 5));
    expect(await salesTold(creator)).toEqual([]);
  });

  it('is pushed to the creator’s browser in their language, opening the conversation', async () => {
    const { creator, fan, message } = await paidMessageSent(20);
    await ok(server, creator, 'user/modifyAccountInfo', { lang: 'de' });
    const browser = newTestBrowser(`${pushService.origin}/ok/sale-browser`);
    await ok(server, creator, 'user/addPushSubscription', { endpoint: browser.endpoint, keys: browser.keys });
    await approveAndDeliver(server, await buyMessage(fan, message.id, 20));
    await runJobs(server);

    const pushes = pushService.receivedAt(browser.endpoint);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(browser.decrypt(pushes[0]!.body)) as { body: string; url: string };
    // The German sentence, the price as German writes it (a no-break space before the sign).
    expect(payload.body).toMatch(/^Lena hat deine bezahlte Nachricht freigeschaltet \(20,00\s\$\)$/);
    expect(payload.url).toBe(`/de/message/${fan.uuid}`);
  });
});
