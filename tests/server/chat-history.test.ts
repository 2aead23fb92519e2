/**
 * Issue 12: a conversation read back over HTTP through the envelope. The history pages by 20,
 * newest first, with a cursor; the contact list shows each person with the last message and the
 * unread count; marking read clears it, in part or all; getUserInfo's chat_token, app/config's
 * im_url and the creator's is_able_send_message are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact, ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  endSubscriptions,
  givenSubscription,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { callAs, ok } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let url: string;
let creator: ChatMember;
const sockets: ChatSocket[] = [];

interface HistoryPage {
  list: ChatWireMessage[];
  cursor: string;
}
interface ContactPage {
  list: ChatContact[];
  cursor: string;
  unread_total: number;
}

async function socketOf(member: ChatMember) {
  const socket = await connectAs(url, member);
  sockets.push(socket);
  return socket;
}

/** Sends the texts one after the other, each acknowledged; answers the stored messages. */
async function sendAll(socket: ChatSocket, to: ChatMember, texts: string[]): Promise<ChatWireMessage[]> {
  const signs = texts.map((text) => socket.chat(to.uuid, text));
  const stored: ChatWireMessage[] = [];
  for (const sign of signs) {
    const outcome = await socket.outcomeOf(sign);
    expect(outcome.event, JSON.stringify(outcome)).toBe('ackMessage');
    stored.push((outcome as Extract<ChatServerEvent, { event: 'ackMessage' }>).data.message);
  }
  return stored;
}

const historyOf = (member: ChatMember, other: ChatMember, cursor?: string) =>
  ok<HistoryPage>(server, member, 'chat/getHistory', {
    from_uuid: other.uuid,
    ...(cursor ? { cursor } : {}),
  });
const contactsOf = (member: ChatMember, payload: Record<string, unknown> = {}) =>
  ok<ContactPage>(server, member, 'chat/getContactList', payload);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  url = await chatUrlOf(server);
  creator = await chatMember(server, 'creator');
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('chat/getHistory', () => {
  it('pages a conversation by 20, newest first, with a cursor, holding each message once', async () => {
    const fan = await chatMember(server);
    await givenSubscription(server, fan, creator);
    const fanSocket = await socketOf(fan);
    const creatorSocket = await socketOf(creator);
    const sent = [
      ...(await sendAll(
        fanSocket,
        creator,
        Array.from({ length: 25 }, (_, i) => `fan ${i}`),
      )),
      ...(await sendAll(
        creatorSocket,
        fan,
        Array.from({ length: 20 }, (_, i) => `creator ${i}`),
      )),
    ];

    const first = await historyOf(fan, creator);
    expect(first.list).toHaveLength(20);
    expect(first.list.map((message) => message.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `creator ${19 - i}`),
    );
    expect(first.list[0]).toMatchObject({ from_uuid: creator.uuid, to_uuid: fan.uuid, self: 0, unread: 1 });
    expect(first.cursor).toBe(String(first.list[19]!.id));

    // A message arriving between two pages does not shift the next one: the cursor is a key, not an offset.
    const [late] = await sendAll(creatorSocket, fan, ['late']);
    const second = await historyOf(fan, creator, first.cursor);
    expect(second.list.map((message) => message.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `fan ${24 - i}`),
    );
    expect(second.list[0]).toMatchObject({ from_uuid: fan.uuid, self: 1, unread: 0 });
    const third = await historyOf(fan, creator, second.cursor);
    expect(third.list.map((message) => message.content)).toEqual([
      'fan 4',
      'fan 3',
      'fan 2',
      'fan 1',
      'fan 0',
    ]);
    expect(third.cursor).toBe('');

    const all = [...first.list, ...second.list, ...third.list];
    expect(new Set(all.map((message) => message.id)).size).toBe(45);
    expect(all.map((message) => message.id).sort((a, b) => a - b)).toEqual(
      sent.map((message) => message.id).sort((a, b) => a - b),
    );
    // Read from the start again, the newest is first; the other side reads the same conversation.
    expect((await historyOf(fan, creator)).list.slice(0, 2).map((message) => message.content)).toEqual([
      'late',
      'creator 19',
    ]);
    expect((await historyOf(creator, fan)).list[0]).toMatchObject({ id: late!.id, content: 'late', self: 1 });
  });

  it('answers an empty page for someone never written to, and refuses a bad cursor or user', async () => {
    const loner = await chatMember(server);
    expect(await historyOf(loner, creator)).toEqual({ list: [], cursor: '' });
    expect(await historyOf(loner, loner)).toEqual({ list: [], cursor: '' });
    const badCursor = await callAs(server, loner, 'chat/getHistory', {
      from_uuid: creator.uuid,
      cursor: 'abc',
    });
    expect(badCursor).toEqual({
      status: 0,
      msg: 'This list position is not valid. Load the list again from the start.',
      data: null,
    });
    const unknown = await callAs(server, loner, 'chat/getHistory', {
      from_uuid: '0d1f2c3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
    });
    expect(unknown).toMatchObject({ status: 0, msg: 'This user does not exist.' });
    const visitor = await callAs(server, undefined, 'chat/getHistory', { from_uuid: creator.uuid });
    expect(visitor).toMatchObject({ status: 0, msg: 'Please log in to continue.' });
  });
});

describe('chat/getContactList and chat/markRead', () => {
  it('lists each contact with the last message and the unread count, cleared by marking read', async () => {
    const reader = await chatMember(server, 'creator');
    const alice = await chatMember(server);
    const bob = await chatMember(server);
    await givenSubscription(server, alice, reader);
    await givenSubscription(server, bob, reader);
    const aliceSocket = await socketOf(alice);
    const bobSocket = await socketOf(bob);
    const readerSocket = await socketOf(reader);

    const fromAlice = await sendAll(aliceSocket, reader, ['a1', 'a2', 'a3']);
    await sendAll(bobSocket, reader, ['b1']);
    await sendAll(readerSocket, bob, ['hi bob']);
    await sendAll(bobSocket, reader, ['b2', 'b3']);

    const contacts = await contactsOf(reader);
    expect(contacts.unread_total).toBe(6);
    expect(contacts.cursor).toBe('');
    expect(
      contacts.list.map((contact) => [contact.username, contact.unread, contact.last_message.content]),
    ).toEqual([
      [bob.username, 3, 'b3'],
      [alice.username, 3, 'a3'],
    ]);
    expect(contacts.list[0]).toMatchObject({
      uuid: bob.uuid,
      nickname: bob.username,
      avatar: '',
      aff: bob.aff,
      is_able_send_message: 1,
      // A fan: the creator's room with bob offers no tip.
      is_creator: 0,
      last_message: { from_uuid: bob.uuid, to_uuid: reader.uuid, self: 0, unread: 1 },
    });
    // And bob's contact list names the creator as one (his room with her offers a tip).
    expect((await contactsOf(bob)).list[0]).toMatchObject({ uuid: reader.uuid, is_creator: 1 });

    // Read up to the second of alice's three: one stays unread.
    expect(
      await ok(server, reader, 'chat/markRead', { from_uuid: alice.uuid, id: fromAlice[1]!.id }),
    ).toEqual({
      unread: 1,
    });
    const partly = (await historyOf(reader, alice)).list;
    expect(partly.map((message) => [message.content, message.unread])).toEqual([
      ['a3', 1],
      ['a2', 0],
      ['a1', 0],
    ]);
    // Marking an older message read again changes nothing.
    expect(
      await ok(server, reader, 'chat/markRead', { from_uuid: alice.uuid, id: fromAlice[0]!.id }),
    ).toEqual({
      unread: 1,
    });
    expect(await ok(server, reader, 'chat/markRead', { from_uuid: alice.uuid })).toEqual({ unread: 0 });
    expect(await ok(server, reader, 'chat/markRead', { from_uuid: bob.uuid })).toEqual({ unread: 0 });
    const cleared = await contactsOf(reader);
    expect(cleared.unread_total).toBe(0);
    expect(cleared.list.map((contact) => contact.unread)).toEqual([0, 0]);
    // The sender's side never counts their own messages as unread.
    expect((await contactsOf(alice)).list[0]).toMatchObject({ uuid: reader.uuid, unread: 0 });

    // A new message counts again; the one who reads nothing is unaffected by the other's reading.
    await sendAll(aliceSocket, reader, ['a4']);
    expect((await contactsOf(reader)).list[0]).toMatchObject({ uuid: alice.uuid, unread: 1 });
  });

  it('pages contacts by key, leaves out people the viewer blocked, and says who may be written to', async () => {
    const busy = await chatMember(server, 'creator');
    const fans: ChatMember[] = [];
    for (let i = 0; i < 3; i += 1) {
      const fan = await chatMember(server);
      await givenSubscription(server, fan, busy);
      await sendAll(await socketOf(fan), busy, [`hello from ${i}`]);
      fans.push(fan);
    }
    const first = await contactsOf(busy, { limit: 2 });
    expect(first.list.map((contact) => contact.uuid)).toEqual([fans[2]!.uuid, fans[1]!.uuid]);
    const second = await contactsOf(busy, { limit: 2, cursor: first.cursor });
    expect(second.list.map((contact) => contact.uuid)).toEqual([fans[0]!.uuid]);
    expect(second.cursor).toBe('');

    await endSubscriptions(server, fans[0]!);
    await ok(server, busy, 'user/blockUserEvent', { aff_blocked: fans[1]!.aff, action_type: 1 });
    const after = await contactsOf(busy);
    expect(after.list.map((contact) => [contact.uuid, contact.is_able_send_message])).toEqual([
      [fans[2]!.uuid, 1],
      [fans[0]!.uuid, 0],
    ]);
    expect(after.unread_total).toBe(2);
    // The blocked one still sees the conversation, and may not write.
    expect((await contactsOf(fans[1]!)).list[0]).toMatchObject({ uuid: busy.uuid, is_able_send_message: 0 });
  });
});

describe('what the app reads to start the chat', () => {
  it("gives the session's chat token and the socket's address", async () => {
    const member = await chatMember(server);
    const again = await ok<{ chat_token: string; is_able_send_message: number }>(
      server,
      member,
      'user/getUserInfo',
    );
    expect(again.chat_token).toBe(member.chatToken);
    expect(again.is_able_send_message).toBe(1);
    const config = await ok<{ im_url: string[]; via: string }>(server, undefined, 'app/config');
    expect(config).toMatchObject({ im_url: ['ws://localhost:3000/ws'], via: 'pwa' });
  });

  it("answers the creator's is_able_send_message for the viewer", async () => {
    const fan = await chatMember(server);
    const page = () =>
      ok<{ is_able_send_message: number }>(server, fan, 'user/getUserInfoByUuid', { uuid: creator.uuid });
    expect((await page()).is_able_send_message).toBe(0);
    await givenSubscription(server, fan, creator);
    expect((await page()).is_able_send_message).toBe(1);
    await ok(server, fan, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    expect((await page()).is_able_send_message).toBe(0);
    const visitor = await ok<{ is_able_send_message: number }>(server, undefined, 'user/getUserInfoByUuid', {
      uuid: creator.uuid,
    });
    expect(visitor.is_able_send_message).toBe(0);
  });
});
