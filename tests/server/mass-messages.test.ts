/**
 * Issue 25, mass messages (docs/decisions/mass-messages.md): a creator sends one message to an
 * audience of their fans (running subscribers, one plan's, expired subscribers, fans who spent at
 * least an amount), now or scheduled up to 30 days ahead, at most 10 in any 24 hours, once per
 * client key; it arrives as a message in each fan's own conversation (history, contact list,
 * notification, live on the socket), never to the creator, a suspended account, either side of a
 * block, or a fan who muted the creator's mass messages. Through the envelope and the socket, on
 * the server's clock; the delivery is the job the send queues.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import type { MassMessage } from '../../src/contract/entities-mass-messages.ts';
import {
  MASS_MESSAGE_SCHEDULE_MAX_DAYS,
  MASS_MESSAGES_PER_DAY,
} from '../../src/contract/rules/mass-message-rules.ts';
import { chatMessages, massMessages, userSubscriptions, users } from '../../server/db/schema.ts';
import { deliverMassMessage, MASS_DELIVERY_BATCH } from '../../server/modules/mass-messages/mass-delivery.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  givenSubscription,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { buy, callAs, newPlan, newPost, ok, runJobs, subscribe, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let url: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  url = await chatUrlOf(server);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

interface MassList {
  list: MassMessage[];
  remaining_today: number;
  max_per_day: number;
}

type Audience = { audience: string; plan_id?: number; min_amount?: number };

const send = (creator: Member, text: string, audience: Audience, extra: Record<string, unknown> = {}) =>
  callAs(server, creator, 'user/sendMassMessage', { text, client_key: randomUUID(), ...audience, ...extra });

const sent = async (
  creator: Member,
  text: string,
  audience: Audience,
  extra: Record<string, unknown> = {},
) => {
  const body = await send(creator, text, audience, extra);
  expect(body.msg).toBe('');
  return body.data as MassMessage;
};

const countOf = async (creator: Member, audience: Audience) =>
  (await ok<{ count: number }>(server, creator, 'user/countMassMessageAudience', audience)).count;

const listOf = (creator: Member) =>
  ok<MassList>(server, creator, 'user/getMassMessageList', { page: 1, limit: 20 });

/** The texts of the conversation `member` has with `other`, newest first. */
const historyTexts = async (member: Member, other: Member) =>
  (
    await ok<{ list: { content: string; from_uuid: string }[] }>(server, member, 'chat/getHistory', {
      from_uuid: other.uuid,
    })
  ).list.map((message) => message.content);

const mute = (fan: Member, creator: Member, muted: 0 | 1) =>
  ok<{ muted: 0 | 1 }>(server, fan, 'chat/setMassMessageMute', { uuid: creator.uuid, muted });

describe('the audiences', () => {
  let creator: ChatMember;
  let planA: number;
  let planB: number;
  const fans: Record<string, ChatMember> = {};

  beforeAll(async () => {
    creator = await chatMember(server, 'creator');
    planA = await newPlan(server, creator, { price: 5 });
    planB = await newPlan(server, creator, { price: 7 });
    for (const name of ['onA', 'onB', 'expired', 'buyer', 'blocked', 'muted', 'suspended', 'stranger'])
      fans[name] = await chatMember(server);
    // Paid through the sandbox: 5 spent by onA, 3 by buyer (a pay-per-post post).
    await subscribe(server, fans.onA!, creator, planA, 5);
    const post = await newPost(server, creator, { priceCents: 300 });
    await buy(server, fans.buyer!, creator, post, 3);
    await givenSubscription(server, fans.onB!, creator);
    const ownPlanB = server.database.handle.db
      .update(userSubscriptions)
      .set({ planId: planB })
      .where(eq(userSubscriptions.userId, fans.onB!.userId));
    await ownPlanB;
    await givenSubscription(server, fans.expired!, creator, new Date(server.clock.now().getTime() - HOUR_MS));
    for (const name of ['blocked', 'muted', 'suspended'])
      await givenSubscription(server, fans[name]!, creator);
    await ok(server, fans.blocked!, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    expect((await mute(fans.muted!, creator, 1)).muted).toBe(1);
    await server.database.handle.db
      .update(users)
      .set({ suspendedAt: server.clock.now() })
      .where(eq(users.id, fans.suspended!.userId));
  });

  it('counts running subscribers, one plan, expired subscribers and spenders, leaving out blocks, mutes and suspensions', async () => {
    expect(await countOf(creator, { audience: 'subscribers' })).toBe(2);
    expect(await countOf(creator, { audience: 'plan', plan_id: planA })).toBe(1);
    expect(await countOf(creator, { audience: 'plan', plan_id: planB })).toBe(1);
    expect(await countOf(creator, { audience: 'expired' })).toBe(1);
    expect(await countOf(creator, { audience: 'spent', min_amount: 3 })).toBe(2);
    expect(await countOf(creator, { audience: 'spent', min_amount: 3.01 })).toBe(1);
    expect(await countOf(creator, { audience: 'spent', min_amount: 5.01 })).toBe(0);
  });

  it('lets a fan unmute, and nobody mute themselves or an unknown account', async () => {
    expect(
      (await ok<{ muted: number }>(server, fans.muted!, 'chat/getMassMessageMute', { uuid: creator.uuid }))
        .muted,
    ).toBe(1);
    await mute(fans.muted!, creator, 0);
    expect(await countOf(creator, { audience: 'subscribers' })).toBe(3);
    await mute(fans.muted!, creator, 1);
    expect(await countOf(creator, { audience: 'subscribers' })).toBe(2);
    for (const uuid of [fans.muted!.uuid, randomUUID(), 'not-a-uuid']) {
      const refused = await callAs(server, fans.muted!, 'chat/setMassMessageMute', { uuid, muted: 1 });
      expect(refused.msg).toBe("That creator wasn't found.");
    }
  });

  it('delivers into each fan’s conversation, live to those online, with a notification, and to nobody else', async () => {
    const online = await connectAs(url, fans.onA!);
    sockets.push(online);
    const message = await sent(creator, 'New set tonight!', { audience: 'subscribers' });
    expect(message).toMatchObject({
      status: 'sending',
      audience: 'subscribers',
      recipients: 0,
      delivered: 0,
    });
    await runJobs(server);

    const arrived = await online.next(
      (event): event is Extract<ChatServerEvent, { event: 'chatMessage' }> =>
        event.event === 'chatMessage' && event.data.content === 'New set tonight!',
    );
    expect(arrived.data.from_uuid).toBe(creator.uuid);
    for (const name of ['onA', 'onB']) {
      expect(await historyTexts(fans[name]!, creator)).toEqual(['New set tonight!']);
      const contacts = await ok<{ unread_total: number }>(server, fans[name]!, 'chat/getContactList');
      expect(contacts.unread_total).toBe(1);
      const notices = await ok<{ list: { type: string; text: string }[] }>(
        server,
        fans[name]!,
        'user/getNotificationList',
        { page: 1, limit: 10 },
      );
      expect(notices.list.filter((notice) => notice.type === 'message').map((notice) => notice.text)).toEqual(
        ['New set tonight!'],
      );
    }
    for (const name of ['expired', 'buyer', 'blocked', 'muted', 'suspended', 'stranger'])
      expect(await historyTexts(fans[name]!, creator)).toEqual([]);
    // The creator's side of each conversation shows it, read.
    expect(await historyTexts(creator, fans.onB!)).toEqual(['New set tonight!']);

    const [listed] = (await listOf(creator)).list;
    expect(listed).toMatchObject({ id: message.id, status: 'sent', recipients: 2, delivered: 2 });
  });

  it('reaches one plan, the expired and the spenders, each only', async () => {
    await sent(creator, 'For plan B', { audience: 'plan', plan_id: planB });
    await sent(creator, 'Come back!', { audience: 'expired' });
    await sent(creator, 'Thanks for buying', { audience: 'spent', min_amount: 3 });
    await runJobs(server);
    expect(await historyTexts(fans.onB!, creator)).toEqual(['For plan B', 'New set tonight!']);
    expect(await historyTexts(fans.expired!, creator)).toEqual(['Come back!']);
    expect(await historyTexts(fans.buyer!, creator)).toEqual(['Thanks for buying']);
    expect(await historyTexts(fans.onA!, creator)).toEqual(['Thanks for buying', 'New set tonight!']);
  });

  it('answers a repeated client key with the mass message it made, sending once', async () => {
    const key = randomUUID();
    const first = await sent(creator, 'Only once', { audience: 'plan', plan_id: planA }, { client_key: key });
    const again = await sent(creator, 'Only once', { audience: 'plan', plan_id: planA }, { client_key: key });
    expect(again.id).toBe(first.id);
    await runJobs(server);
    expect((await historyTexts(fans.onA!, creator)).filter((text) => text === 'Only once')).toHaveLength(1);
  });

  it('stores nothing twice when a delivery runs again (a crashed batch retried)', async () => {
    const message = await sent(creator, 'Retried', { audience: 'subscribers' });
    await runJobs(server);
    await server.database.handle.db
      .update(massMessages)
      .set({ status: 'sending' })
      .where(eq(massMessages.id, message.id));
    await deliverMassMessage({ db: server.database.handle.db, now: () => server.clock.now() }, message.id);
    expect((await historyTexts(fans.onA!, creator)).filter((text) => text === 'Retried')).toHaveLength(1);
    const [row] = await server.database.handle.db
      .select()
      .from(massMessages)
      .where(eq(massMessages.id, message.id));
    expect(row).toMatchObject({ status: 'sent', delivered: 2 });
  });

  it('refuses a plan that is not the creator’s, a spent audience without an amount, and an empty audience now', async () => {
    const other = await chatMember(server, 'creator');
    const othersPlan = await newPlan(server, other, { price: 5 });
    expect((await send(creator, 'Hi', { audience: 'plan', plan_id: othersPlan })).msg).toBe(
      "That plan isn't one of yours.",
    );
    expect((await send(creator, 'Hi', { audience: 'spent' })).msg).toBe(
      'Enter the least amount a fan has spent.',
    );
    expect((await send(other, 'Hi', { audience: 'subscribers' })).msg).toBe(
      'No fan is in this audience yet.',
    );
    // Not an amount the contract takes: more than 100,000, three decimals.
    for (const min_amount of [100_000.01, 2.005])
      expect((await send(creator, 'Hi', { audience: 'spent', min_amount })).status).not.toBe(1);
  });

  it('is for creators only', async () => {
    const member = fans.stranger!;
    expect((await send(member, 'Hi', { audience: 'subscribers' })).msg).toBe(
      'Only creators can send mass messages.',
    );
    expect((await callAs(server, member, 'user/getMassMessageList', { page: 1 })).msg).toBe(
      'Only creators can send mass messages.',
    );
  });
});

describe('scheduling and the daily limit', () => {
  let creator: ChatMember;
  let fan: ChatMember;

  beforeAll(async () => {
    creator = await chatMember(server, 'creator');
    fan = await chatMember(server);
    await givenSubscription(server, fan, creator, new Date(server.clock.now().getTime() + 60 * DAY_MS));
  });

  it('sends a scheduled message at its time, and a cancelled one never', async () => {
    // One moment for both: the clock may pass a second between the calls.
    const inAnHour = nowSeconds() + 3600;
    const later = await sent(creator, 'In an hour', { audience: 'subscribers' }, { send_ts: inAnHour });
    const cancelled = await sent(creator, 'Never', { audience: 'subscribers' }, { send_ts: inAnHour });
    expect(later).toMatchObject({ status: 'scheduled', send_ts: inAnHour });
    expect(
      (await ok<MassMessage>(server, creator, 'user/cancelMassMessage', { id: cancelled.id })).status,
    ).toBe('cancelled');
    await runJobs(server);
    expect(await historyTexts(fan, creator)).toEqual([]);

    server.clock.advance(HOUR_MS + 1000);
    await runJobs(server);
    expect(await historyTexts(fan, creator)).toEqual(['In an hour']);
    const refused = await callAs(server, creator, 'user/cancelMassMessage', { id: later.id });
    expect(refused.msg).toBe("This mass message is already on its way and can't be cancelled.");
    const stranger = await chatMember(server, 'creator');
    expect((await callAs(server, stranger, 'user/cancelMassMessage', { id: later.id })).msg).toBe(
      "This mass message wasn't found.",
    );
  });

  it(`schedules at most ${MASS_MESSAGE_SCHEDULE_MAX_DAYS} days ahead`, async () => {
    const ahead = nowSeconds() + MASS_MESSAGE_SCHEDULE_MAX_DAYS * 24 * 3600;
    const tooFar = await send(creator, 'Far', { audience: 'subscribers' }, { send_ts: ahead + 60 });
    expect(tooFar.msg).toBe(
      `A mass message can be scheduled at most ${MASS_MESSAGE_SCHEDULE_MAX_DAYS} days ahead.`,
    );
    const justInTime = await sent(creator, 'Far', { audience: 'subscribers' }, { send_ts: ahead });
    await ok(server, creator, 'user/cancelMassMessage', { id: justInTime.id });
  });

  it(`sends at most ${MASS_MESSAGES_PER_DAY} in any 24 hours, a cancelled one giving its place back`, async () => {
    const busy = await chatMember(server, 'creator');
    await givenSubscription(server, fan, busy, new Date(server.clock.now().getTime() + 60 * DAY_MS));
    const made: MassMessage[] = [];
    for (let index = 0; index < MASS_MESSAGES_PER_DAY; index++)
      made.push(
        await sent(busy, `Note ${index}`, { audience: 'subscribers' }, { send_ts: nowSeconds() + 600 }),
      );
    expect((await listOf(busy)).remaining_today).toBe(0);
    const refused = await send(busy, 'One more', { audience: 'subscribers' });
    expect(refused.msg).toBe(
      `You can send at most ${MASS_MESSAGES_PER_DAY} mass messages in 24 hours. Try again later.`,
    );

    await ok(server, busy, 'user/cancelMassMessage', { id: made[0]!.id });
    expect((await listOf(busy)).remaining_today).toBe(1);
    await sent(busy, 'One more', { audience: 'subscribers' });
    expect((await send(busy, 'And another', { audience: 'subscribers' })).msg).toMatch(/at most/);

    server.clock.advance(DAY_MS);
    expect((await listOf(busy)).remaining_today).toBe(MASS_MESSAGES_PER_DAY);
    await runJobs(server);
  });
});

describe('a large audience', () => {
  it(`walks it in batches of ${MASS_DELIVERY_BATCH}, one message per fan`, async () => {
    const creator = await chatMember(server, 'creator');
    const planId = await newPlan(server, creator, { price: 5 });
    const db = server.database.handle.db;
    const fanCount = MASS_DELIVERY_BATCH * 2 + 37;
    const tag = randomUUID().slice(0, 8);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: fanCount }, (_, index) => ({
          aff: 900_000_000 + Math.floor(Math.random() * 1_000_000) * 1000 + index,
          username: `crowd_${tag}_${index}`,
          email: `crowd_${tag}_${index}@example.test`,
          nickname: `Crowd ${index}`,
        })),
      )
      .returning({ id: users.id });
    const now = server.clock.now();
    await db.insert(userSubscriptions).values(
      made.map((fan) => ({
        userId: fan.id,
        planId,
        creatorId: creator.userId,
        startedAt: now,
        periodStart: now,
        expireAt: new Date(now.getTime() + DAY_MS),
      })),
    );
    const message = await sent(creator, 'Hello, everyone', { audience: 'subscribers' });
    await runJobs(server);
    const [row] = await db.select().from(massMessages).where(eq(massMessages.id, message.id));
    expect(row).toMatchObject({ status: 'sent', recipients: fanCount, delivered: fanCount });
    const stored = await db
      .select({ receiverId: chatMessages.receiverId })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, creator.userId), like(chatMessages.sign, `mass_${message.id}_%`)));
    expect(new Set(stored.map((one) => one.receiverId)).size).toBe(fanCount);
    expect(stored).toHaveLength(fanCount);
  });
});
