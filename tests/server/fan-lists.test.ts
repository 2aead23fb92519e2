/**
 * Issue 25, a creator's own fan lists as a mass message audience (docs/decisions/fan-lists.md): a
 * creator makes, renames and deletes named lists (1 to 50 characters, unique whatever the letter
 * case, at most 50), adds and removes fans who subscribe or subscribed to them, paid them or have a
 * conversation with them (at most 10,000 a list), pages a list's fans, and sends a mass message to
 * a list: the count and the delivery leave out blocks, mutes and suspensions as every audience
 * does, and nobody reaches or changes another creator's list. Through the envelope.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FanList, FanListMember } from '../../src/contract/entities-fan-lists.ts';
import type { MassMessage } from '../../src/contract/entities-mass-messages.ts';
import { chatConversations, chatMembers, fanListMembers, users } from '../../server/db/schema.ts';
import { chatMember, givenSubscription, type ChatMember } from './helpers/chat.ts';
import { buy, callAs, newPost, ok, runJobs, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Lists {
  list: FanList[];
  max: number;
  max_fans: number;
}

const listsOf = (creator: Member, uuid = '') => ok<Lists>(server, creator, 'user/getFanLists', { uuid });
const create = (creator: Member, name: string) => callAs(server, creator, 'user/createFanList', { name });
const created = (creator: Member, name: string) =>
  ok<FanList>(server, creator, 'user/createFanList', { name });
const add = (creator: Member, id: number, fan: Member) =>
  callAs(server, creator, 'user/addFanListMember', { id, uuid: fan.uuid });
const added = (creator: Member, id: number, fan: Member) =>
  ok<FanList>(server, creator, 'user/addFanListMember', { id, uuid: fan.uuid });
const countOf = async (creator: Member, list_id: number) =>
  (
    await ok<{ count: number }>(server, creator, 'user/countMassMessageAudience', {
      audience: 'list',
      list_id,
    })
  ).count;
const historyTexts = async (member: Member, other: Member) =>
  (
    await ok<{ list: { content: string }[] }>(server, member, 'chat/getHistory', { from_uuid: other.uuid })
  ).list.map((message) => message.content);

/** A conversation between the two, as one message either way leaves it (the chat tests cover messaging). */
async function givenConversation(a: Member, b: Member): Promise<void> {
  const db = server.database.handle.db;
  const [low, high] = a.userId < b.userId ? [a, b] : [b, a];
  const [conversation] = await db
    .insert(chatConversations)
    .values({ userAId: low.userId, userBId: high.userId })
    .returning({ id: chatConversations.id });
  await db.insert(chatMembers).values([
    { userId: a.userId, peerId: b.userId, conversationId: conversation!.id },
    { userId: b.userId, peerId: a.userId, conversationId: conversation!.id },
  ]);
}

describe('keeping lists', () => {
  let creator: ChatMember;

  beforeAll(async () => {
    creator = await chatMember(server, 'creator');
  });

  it('makes, renames and deletes lists, names trimmed, 1 to 50 characters, unique whatever the letter case', async () => {
    const vip = await created(creator, '  VIP fans  ');
    expect(vip).toMatchObject({ name: 'VIP fans', count: 0, has_fan: 0 });
    expect((await create(creator, 'vip FANS')).msg).toBe('You already have a list with this name.');
    expect((await create(creator, '   ')).msg).toBe('Give the list a name.');
    expect((await create(creator, 'x'.repeat(51))).msg).toBe('A list name can be at most 50 characters.');
    const fifty = await created(creator, 'y'.repeat(50));
    expect(fifty.name).toHaveLength(50);
    const renamed = await ok<FanList>(server, creator, 'user/renameFanList', {
      id: vip.id,
      name: 'Top fans',
    });
    expect(renamed.name).toBe('Top fans');
    // Renaming to its own name in another case is fine; to another list's name is not.
    expect(
      (await callAs(server, creator, 'user/renameFanList', { id: vip.id, name: 'TOP fans' })).status,
    ).toBe(1);
    expect(
      (await callAs(server, creator, 'user/renameFanList', { id: vip.id, name: 'Y'.repeat(50) })).msg,
    ).toBe('You already have a list with this name.');
    expect((await listsOf(creator)).list.map((list) => list.name)).toEqual(['TOP fans', 'y'.repeat(50)]);
    await ok(server, creator, 'user/deleteFanList', { id: fifty.id });
    expect((await listsOf(creator)).list.map((list) => list.name)).toEqual(['TOP fans']);
    expect((await callAs(server, creator, 'user/deleteFanList', { id: fifty.id })).msg).toBe(
      "This list wasn't found.",
    );
  });

  it('keeps at most 50 lists', async () => {
    const other = await chatMember(server, 'creator');
    for (let n = 1; n <= 50; n++) await created(other, `List ${n}`);
    const lists = await listsOf(other);
    expect(lists.list).toHaveLength(50);
    expect(lists.max).toBe(50);
    expect((await create(other, 'List 51')).msg).toBe(
      'You can keep at most 50 lists. Delete one to make a new one.',
    );
    await ok(server, other, 'user/deleteFanList', { id: lists.list[0]!.id });
    expect((await create(other, 'List 51')).status).toBe(1);
  });

  it('is for creators only', async () => {
    const member = await chatMember(server);
    expect((await create(member, 'Mine')).msg).toBe('Only creators can keep fan lists.');
    expect((await callAs(server, member, 'user/getFanLists', {})).msg).toBe(
      'Only creators can keep fan lists.',
    );
  });
});

describe('a list’s fans', () => {
  let creator: ChatMember;
  let other: ChatMember;
  let list: FanList;
  const fans: Record<string, ChatMember> = {};

  beforeAll(async () => {
    creator = await chatMember(server, 'creator');
    other = await chatMember(server, 'creator');
    for (const name of ['subscriber', 'expired', 'buyer', 'chatted', 'stranger', 'othersFan'])
      fans[name] = await chatMember(server);
    await givenSubscription(server, fans.subscriber!, creator);
    await givenSubscription(
      server,
      fans.expired!,
      creator,
      new Date(server.clock.now().getTime() - 3600_000),
    );
    const post = await newPost(server, creator, { priceCents: 300 });
    await buy(server, fans.buyer!, creator, post, 3);
    await givenConversation(creator, fans.chatted!);
    await givenSubscription(server, fans.othersFan!, other);
    list = await created(creator, 'Favourites');
  });

  it('takes fans who subscribe or subscribed, paid or chatted; nobody else, nor the creator', async () => {
    for (const name of ['subscriber', 'expired', 'buyer', 'chatted'])
      expect((await added(creator, list.id, fans[name]!)).has_fan).toBe(1);
    for (const name of ['stranger', 'othersFan'])
      expect((await add(creator, list.id, fans[name]!)).msg).toBe(
        'Only fans who subscribed to you, bought from you or chatted with you can be added to a list.',
      );
    expect((await add(creator, list.id, creator)).msg).toBe("That fan wasn't found.");
    for (const uuid of [randomUUID(), 'not-a-uuid'])
      expect((await callAs(server, creator, 'user/addFanListMember', { id: list.id, uuid })).msg).toBe(
        "That fan wasn't found.",
      );
    // Adding one already on it changes nothing.
    expect((await added(creator, list.id, fans.buyer!)).count).toBe(4);
    const lists = await listsOf(creator, fans.buyer!.uuid);
    expect(lists.list).toEqual([expect.objectContaining({ id: list.id, count: 4, has_fan: 1 })]);
    expect((await listsOf(creator, fans.stranger!.uuid)).list[0]!.has_fan).toBe(0);
  });

  it('pages the fans, the latest added first, and takes one off', async () => {
    const page1 = await ok<{ list: FanListMember[] }>(server, creator, 'user/getFanListMembers', {
      id: list.id,
      page: 1,
      limit: 3,
    });
    expect(page1.list.map((fan) => fan.uuid)).toEqual(
      ['chatted', 'buyer', 'expired'].map((name) => fans[name]!.uuid),
    );
    const page2 = await ok<{ list: FanListMember[] }>(server, creator, 'user/getFanListMembers', {
      id: list.id,
      page: 2,
      limit: 3,
    });
    expect(page2.list.map((fan) => fan.uuid)).toEqual([fans.subscriber!.uuid]);
    const after = await ok<FanList>(server, creator, 'user/removeFanListMember', {
      id: list.id,
      uuid: fans.expired!.uuid,
    });
    expect(after).toMatchObject({ count: 3, has_fan: 0 });
    await added(creator, list.id, fans.expired!);
  });

  it('is nobody else’s: another creator cannot see, change, fill or send to it', async () => {
    const refused = "This list wasn't found.";
    expect((await callAs(server, other, 'user/renameFanList', { id: list.id, name: 'Mine now' })).msg).toBe(
      refused,
    );
    expect((await callAs(server, other, 'user/deleteFanList', { id: list.id })).msg).toBe(refused);
    expect((await add(other, list.id, fans.othersFan!)).msg).toBe(refused);
    expect(
      (await callAs(server, other, 'user/removeFanListMember', { id: list.id, uuid: fans.buyer!.uuid })).msg,
    ).toBe(refused);
    expect((await callAs(server, other, 'user/getFanListMembers', { id: list.id })).msg).toBe(refused);
    expect((await listsOf(other)).list).toEqual([]);
    const audience = { audience: 'list', list_id: list.id };
    expect((await callAs(server, other, 'user/countMassMessageAudience', audience)).msg).toBe(
      "That list isn't one of yours.",
    );
    expect(
      (
        await callAs(server, other, 'user/sendMassMessage', {
          ...audience,
          text: 'Hi',
          client_key: randomUUID(),
        })
      ).msg,
    ).toBe("That list isn't one of yours.");
    expect((await listsOf(creator)).list[0]).toMatchObject({ name: 'Favourites', count: 4 });
  });

  it('holds at most 10,000 fans', async () => {
    const full = await created(creator, 'Everyone');
    const db = server.database.handle.db;
    // 10,000 accounts on the list (made here; the rule counts rows, not how they came).
    const made = (await db.execute(sql`
      insert into users (aff, username, email, nickname)
      select 1500000000 + n, 'listfan' || n, 'listfan' || n || '@example.com', 'List fan ' || n
      from generate_series(1, 10000) as n returning id`)) as unknown as { rows: { id: number }[] };
    await db
      .insert(fanListMembers)
      .values(made.rows.map((row) => ({ listId: full.id, fanId: Number(row.id) })));
    expect((await add(creator, full.id, fans.subscriber!)).msg).toBe('A list can hold at most 10,000 fans.');
    await ok(server, creator, 'user/removeFanListMember', {
      id: full.id,
      uuid: (
        await db
          .select({ uuid: users.uuid })
          .from(users)
          .where(eq(users.id, Number(made.rows[0]!.id)))
      )[0]!.uuid,
    });
    expect((await added(creator, full.id, fans.subscriber!)).count).toBe(10_000);
    await ok(server, creator, 'user/deleteFanList', { id: full.id });
  }, 60_000);
});

describe('a mass message to a list', () => {
  let creator: ChatMember;
  let list: FanList;
  const fans: Record<string, ChatMember> = {};

  beforeAll(async () => {
    creator = await chatMember(server, 'creator');
    for (const name of ['onList', 'expiredOnList', 'blocked', 'blocker', 'muted', 'suspended', 'offList'])
      fans[name] = await chatMember(server);
    for (const name of ['onList', 'blocked', 'blocker', 'muted', 'suspended', 'offList'])
      await givenSubscription(server, fans[name]!, creator);
    await givenSubscription(
      server,
      fans.expiredOnList!,
      creator,
      new Date(server.clock.now().getTime() - 3600_000),
    );
    list = await created(creator, 'Close friends');
    for (const name of ['onList', 'expiredOnList', 'blocked', 'blocker', 'muted', 'suspended'])
      await added(creator, list.id, fans[name]!);
    // Each after being added: the list keeps them, the audience leaves them out.
    await ok(server, fans.blocker!, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: fans.blocked!.aff, action_type: 1 });
    await ok(server, fans.muted!, 'chat/setMassMessageMute', { uuid: creator.uuid, muted: 1 });
    await server.database.handle.db
      .update(users)
      .set({ suspendedAt: server.clock.now() })
      .where(eq(users.id, fans.suspended!.userId));
  });

  it('counts the list’s fans, leaving out blocks either way, mutes and suspensions', async () => {
    expect((await listsOf(creator)).list[0]!.count).toBe(6);
    expect(await countOf(creator, list.id)).toBe(2);
    await ok(server, fans.muted!, 'chat/setMassMessageMute', { uuid: creator.uuid, muted: 0 });
    expect(await countOf(creator, list.id)).toBe(3);
    await ok(server, fans.muted!, 'chat/setMassMessageMute', { uuid: creator.uuid, muted: 1 });
    expect(await countOf(creator, list.id)).toBe(2);
  });

  it('delivers to the list’s fans only, an expired one included, and names the list', async () => {
    const message = await ok<MassMessage>(server, creator, 'user/sendMassMessage', {
      audience: 'list',
      list_id: list.id,
      text: 'Just for you',
      client_key: randomUUID(),
    });
    expect(message).toMatchObject({ audience: 'list', list_id: list.id, list_name: 'Close friends' });
    await runJobs(server);
    for (const name of ['onList', 'expiredOnList'])
      expect(await historyTexts(fans[name]!, creator)).toEqual(['Just for you']);
    for (const name of ['blocked', 'blocker', 'muted', 'suspended', 'offList'])
      expect(await historyTexts(fans[name]!, creator)).toEqual([]);
    const listed = await ok<{ list: MassMessage[] }>(server, creator, 'user/getMassMessageList', { page: 1 });
    expect(listed.list[0]).toMatchObject({ id: message.id, status: 'sent', recipients: 2, delivered: 2 });
  });

  it('sends a scheduled one to the list as it is then; to nobody once the list is deleted', async () => {
    const late = await created(creator, 'Later');
    await added(creator, late.id, fans.onList!);
    const at = Math.floor(server.clock.now().getTime() / 1000) + 3600;
    const scheduled = await ok<MassMessage>(server, creator, 'user/sendMassMessage', {
      audience: 'list',
      list_id: late.id,
      text: 'Scheduled for the list',
      send_ts: at,
      client_key: randomUUID(),
    });
    await ok(server, creator, 'user/deleteFanList', { id: late.id });
    server.clock.advance(2 * 3600_000);
    await runJobs(server);
    expect(await historyTexts(fans.onList!, creator)).toEqual(['Just for you']);
    const listed = await ok<{ list: MassMessage[] }>(server, creator, 'user/getMassMessageList', { page: 1 });
    expect(listed.list.find((row) => row.id === scheduled.id)).toMatchObject({
      list_id: 0,
      list_name: 'Later',
      recipients: 0,
    });
  });
});
