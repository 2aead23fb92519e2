/**
 * Issue 12: one-to-one messages through a real WebSocket. A message is stored before it is
 * acknowledged, a re-sent sign is stored once and acknowledged again, each conversation keeps the
 * order its messages were stored in, and the server's rules refuse what the spec refuses: oneself,
 * blocks either way, a member an operator has suspended, people without a subscription between them, empty or over-long text, and any
 * picture but the sender's own JPEG, PNG or GIF upload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX_LENGTH } from '../../src/contract/chat/chat-rules.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import { chatMessages } from '../../server/db/schema.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
import { liftSuspension, suspendMember } from '../../server/modules/accounts/suspensions.service.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  endSubscriptions,
  givenSubscription,
  openChat,
  pictureOf,
  uploadPicture,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { fetchMedia, passFrom } from './helpers/media-fixtures.ts';
import { ok } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let url: string;
let fan: ChatMember;
let creator: ChatMember;
const sockets: ChatSocket[] = [];

/** A socket signed in as the member, closed after the file. */
async function socketOf(member: ChatMember) {
  const socket = await connectAs(url, member);
  sockets.push(socket);
  return socket;
}

/** The refusal of a message: its code and what it says. */
async function refusalOf(socket: ChatSocket, sign: string) {
  const outcome = await socket.outcomeOf(sign);
  expect(outcome.event, JSON.stringify(outcome)).toBe('error');
  return (outcome as Extract<ChatServerEvent, { event: 'error' }>).data;
}

/** The ack of a message; fails when it was refused. */
async function ackOf(socket: ChatSocket, sign: string, timeoutMs?: number) {
  const outcome = await socket.outcomeOf(sign, timeoutMs);
  expect(outcome.event, JSON.stringify(outcome)).toBe('ackMessage');
  return (outcome as Extract<ChatServerEvent, { event: 'ackMessage' }>).data.message;
}

const storedWithSign = (sign: string) =>
  server.database.handle.db.select().from(chatMessages).where(eq(chatMessages.sign, sign));

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  url = await chatUrlOf(server);
  fan = await chatMember(server);
  creator = await chatMember(server, 'creator');
  await givenSubscription(server, fan, creator);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('sending a message', () => {
  it('stores it before acknowledging it, and delivers it to the receiver', async () => {
    const fanSocket = await socketOf(fan);
    const creatorSocket = await socketOf(creator);
    const sign = fanSocket.chat(creator.uuid, '  Hello there\nsecond line  ', { microtime: 1767225600123 });

    const acked = await ackOf(fanSocket, sign);
    // The row is there by the time the ack arrives.
    const rows = await storedWithSign(sign);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe('Hello there\nsecond line');
    expect(acked).toMatchObject({
      id: rows[0]!.id,
      sign,
      from_uuid: fan.uuid,
      to_uuid: creator.uuid,
      msgType: 'text',
      content: 'Hello there\nsecond line',
      microtime: 1767225600123,
      self: 1,
      unread: 0,
    });

    const delivered = await creatorSocket.messageWithSign(sign);
    expect(delivered.data).toEqual({ ...acked, self: 0, unread: 1 });
    // The sending socket has the ack; it is not sent its own message again.
    expect(fanSocket.messages().map((message) => message.sign)).not.toContain(sign);
  });

  it("reaches the sender's other sockets too, as their own", async () => {
    const phone = await socketOf(fan);
    const laptop = await socketOf(fan);
    const sign = phone.chat(creator.uuid, 'From my phone');
    const acked = await ackOf(phone, sign);
    const copy = await laptop.messageWithSign(sign);
    expect(copy.data).toEqual(acked);
  });

  it('stores a re-sent message once and acknowledges it again (a lost ack)', async () => {
    const first = await socketOf(fan);
    const creatorSocket = await socketOf(creator);
    const sign = first.chat(creator.uuid, 'Did you get this?');
    const acked = await ackOf(first, sign);
    first.close();

    // The app reconnects and sends what it holds as unacknowledged, with the same sign.
    const again = await socketOf(fan);
    again.chat(creator.uuid, 'Did you get this?', { sign });
    expect(await ackOf(again, sign)).toEqual(acked);
    again.chat(creator.uuid, 'Did you get this?', { sign });
    await again.until(() => again.acksOf(sign).length === 2);
    expect(await storedWithSign(sign)).toHaveLength(1);

    // Delivery is at least once: every copy the receiver got is the one message, by its id.
    await creatorSocket.messageWithSign(sign);
    const copies = creatorSocket.messages().filter((message) => message.sign === sign);
    expect(new Set(copies.map((message) => message.id))).toEqual(new Set([acked.id]));
  });

  it('keeps a conversation in the order its messages were stored, both ways at once', async () => {
    const fanSocket = await socketOf(fan);
    const creatorSocket = await socketOf(creator);
    const fanSigns: string[] = [];
    const creatorSigns: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      fanSigns.push(fanSocket.chat(creator.uuid, `fan ${i}`));
      creatorSigns.push(creatorSocket.chat(fan.uuid, `creator ${i}`));
    }
    const fanIds = await Promise.all(fanSigns.map(async (sign) => (await ackOf(fanSocket, sign)).id));
    const creatorIds = await Promise.all(
      creatorSigns.map(async (sign) => (await ackOf(creatorSocket, sign)).id),
    );
    // Each sender's messages are stored in the order sent.
    expect(fanIds).toEqual([...fanIds].sort((a, b) => a - b));
    expect(creatorIds).toEqual([...creatorIds].sort((a, b) => a - b));

    // Each side receives the other's in that order.
    await creatorSocket.messageWithSign(fanSigns[14]!);
    await fanSocket.messageWithSign(creatorSigns[14]!);
    const receivedByCreator = creatorSocket.messages().filter((message) => fanSigns.includes(message.sign));
    expect(receivedByCreator.map((message) => message.content)).toEqual(fanSigns.map((_, i) => `fan ${i}`));

    // The history holds all 30 once, newest first, by id.
    const page = await ok<{ list: { id: number; sign: string }[] }>(server, fan, 'chat/getHistory', {
      from_uuid: creator.uuid,
    });
    const ids = page.list.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const both = new Set([...fanIds, ...creatorIds]);
    expect(page.list.filter((message) => both.has(message.id))).toHaveLength(20);
  });
});

describe('who may message whom', () => {
  it('refuses a message to oneself', async () => {
    const socket = await socketOf(fan);
    const refusal = await refusalOf(socket, socket.chat(fan.uuid, 'Note to self'));
    expect(refusal).toMatchObject({
      status: 0,
      code: 'chat.self',
      msg: 'You cannot send a message to yourself.',
    });
  });

  it('refuses an unknown receiver', async () => {
    const socket = await socketOf(fan);
    const refusal = await refusalOf(socket, socket.chat('0d1f2c3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', 'Anyone?'));
    expect(refusal).toMatchObject({ code: 'chat.unknownUser', msg: 'This user does not exist.' });
  });

  it('lets a fan with a running subscription and the creator write to each other, nobody else', async () => {
    const stranger = await chatMember(server);
    const strangerSocket = await socketOf(stranger);
    const creatorSocket = await socketOf(creator);

    const asked = await refusalOf(strangerSocket, strangerSocket.chat(creator.uuid, 'Hi!'));
    expect(asked.code).toBe('info.subscribeBeforeChat');
    // The app's words, the receiver's name isolated as the app's <bdi> does (U+2068 … U+2069).
    expect(asked.msg).toBe(
      `You can message \u2068${creator.username}\u2069 while one of you subscribes to the other.`,
    );
    // Nor the creator to someone who does not subscribe to them.
    expect((await refusalOf(creatorSocket, creatorSocket.chat(stranger.uuid, 'Hi!'))).code).toBe(
      'info.subscribeBeforeChat',
    );

    await givenSubscription(server, stranger, creator);
    await ackOf(strangerSocket, strangerSocket.chat(creator.uuid, 'Subscribed now!'));
    await ackOf(creatorSocket, creatorSocket.chat(stranger.uuid, 'Welcome!'));

    // Having talked before is not enough: when the subscription ends, so does sending.
    await endSubscriptions(server, stranger);
    expect((await refusalOf(strangerSocket, strangerSocket.chat(creator.uuid, 'Still there?'))).code).toBe(
      'info.subscribeBeforeChat',
    );
    expect((await refusalOf(creatorSocket, creatorSocket.chat(stranger.uuid, 'Come back!'))).code).toBe(
      'info.subscribeBeforeChat',
    );
  });

  it('refuses messages to and from a blocked user, either way', async () => {
    const other = await chatMember(server);
    await givenSubscription(server, other, creator);
    const otherSocket = await socketOf(other);
    const creatorSocket = await socketOf(creator);
    await ackOf(otherSocket, otherSocket.chat(creator.uuid, 'Before the block'));

    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: other.aff, action_type: 1 });
    const from = await refusalOf(otherSocket, otherSocket.chat(creator.uuid, 'Blocked?'));
    expect(from).toMatchObject({
      code: 'chat.blocked',
      msg: 'You cannot exchange messages with this person.',
    });
    expect((await refusalOf(creatorSocket, creatorSocket.chat(other.uuid, 'Hello?'))).code).toBe(
      'chat.blocked',
    );

    await ok(server, creator, 'user/blockUserEvent', { aff_blocked: other.aff, action_type: 2 });
    await ackOf(otherSocket, otherSocket.chat(creator.uuid, 'After the unblock'));

    // The fan blocking the creator stops it too.
    await ok(server, other, 'user/blockUserEvent', { aff_blocked: creator.aff, action_type: 1 });
    expect((await refusalOf(creatorSocket, creatorSocket.chat(other.uuid, 'Hello?'))).code).toBe(
      'chat.blocked',
    );
    expect((await refusalOf(otherSocket, otherSocket.chat(creator.uuid, 'Hi'))).code).toBe('chat.blocked');
  });

  it('hides a suspended member from contact lists and refuses messages to them until it is lifted', async () => {
    const other = await chatMember(server);
    await givenSubscription(server, other, creator);
    const otherSocket = await socketOf(other);
    await ackOf(otherSocket, otherSocket.chat(creator.uuid, 'Before the suspension'));
    const contacts = async () =>
      (
        await ok<{ list: { uuid: string; is_able_send_message: number }[] }>(
          server,
          creator,
          'chat/getContactList',
          {},
        )
      ).list;
    expect((await contacts()).find((contact) => contact.uuid === other.uuid)?.is_able_send_message).toBe(1);

    await suspendMember(server.database.handle.db, {
      userId: other.userId,
      until: new Date(server.clock.now().getTime() + 7 * 24 * 3600 * 1000),
      reason: 'Spam.',
      now: server.clock.now(),
    });
    expect((await contacts()).map((contact) => contact.uuid)).not.toContain(other.uuid);
    const creatorSocket = await socketOf(creator);
    expect(await refusalOf(creatorSocket, creatorSocket.chat(other.uuid, 'Still there?'))).toMatchObject({
      code: 'chat.unknownUser',
    });

    await liftSuspension(server.database.handle.db, { userId: other.userId });
    expect((await contacts()).map((contact) => contact.uuid)).toContain(other.uuid);
    await ackOf(creatorSocket, creatorSocket.chat(other.uuid, 'Welcome back'));
  });
});

describe('what a message may carry', () => {
  it('trims text and refuses it empty or longer than 2,000 characters', async () => {
    const socket = await socketOf(fan);
    expect(await refusalOf(socket, socket.chat(creator.uuid, ' \n\t '))).toMatchObject({
      code: 'chat.emptyText',
      msg: 'Write a message before sending it.',
    });
    expect(
      await refusalOf(socket, socket.chat(creator.uuid, 'x'.repeat(CHAT_TEXT_MAX_LENGTH + 1))),
    ).toMatchObject({
      code: 'chat.textTooLong',
      msg: 'A message can be at most 2,000 characters long.',
    });
    const longest = await ackOf(socket, socket.chat(creator.uuid, ` ${'x'.repeat(CHAT_TEXT_MAX_LENGTH)} `));
    expect(longest.content).toHaveLength(CHAT_TEXT_MAX_LENGTH);
  });

  it('sends a JPEG, PNG or GIF the sender uploaded, seen only by the two of them', async () => {
    const fanSocket = await socketOf(fan);
    const creatorSocket = await socketOf(creator);
    const jpeg = await uploadPicture(server, fan, await pictureOf('jpeg'));
    const sign = fanSocket.chat(creator.uuid, jpeg.path, { msgType: 'photos' });
    const acked = await ackOf(fanSocket, sign);
    expect(acked).toMatchObject({ msgType: 'photos', width: 40, height: 30 });
    expect(acked.content).toMatch(
      new RegExp(
        `^/media/o/uploads/${fan.userId}/${jpeg.uploadId}/original\\.jpg\\?exp=\\d+&v=u${fan.userId}&sig=`,
      ),
    );

    // The receiver's copy is signed for them, and opens with their media pass.
    const received = (await creatorSocket.messageWithSign(sign)).data;
    expect(received.content).toContain(`&v=u${creator.userId}&`);
    const pass = passFrom(await server.call('user/getUserInfo', { token: creator.token }));
    const picture = await fetchMedia(server, received.content, pass);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    // Nobody else opens it, even with a URL signed for themselves.
    const outsider = await chatMember(server);
    const outsiderPass = passFrom(await server.call('user/getUserInfo', { token: outsider.token }));
    const forged = received.content.replace(`v=u${creator.userId}`, `v=u${outsider.userId}`);
    expect((await fetchMedia(server, forged, outsiderPass)).status).toBe(403);
    const signedForOutsider = createMediaUrls(server.config.mediaSigningKey).signedUrl(
      `private/uploads/${fan.userId}/${jpeg.uploadId}/original.jpg`,
      `u${outsider.userId}`,
    );
    expect((await fetchMedia(server, signedForOutsider, outsiderPass)).status).toBe(403);

    // A PNG and a GIF by their upload ids.
    for (const format of ['png', 'gif'] as const) {
      const upload = await uploadPicture(server, fan, await pictureOf(format));
      const photo = await ackOf(
        fanSocket,
        fanSocket.chat(creator.uuid, upload.uploadId, { msgType: 'photos' }),
      );
      expect(photo.content).toContain(`/original.${format}?`);
    }
  });

  it('refuses a WebP, a picture of someone else, and any URL that is not an upload of the sender', async () => {
    const socket = await socketOf(fan);
    const webp = await uploadPicture(server, fan, await pictureOf('webp'));
    expect(
      await refusalOf(socket, socket.chat(creator.uuid, webp.path, { msgType: 'photos' })),
    ).toMatchObject({
      code: 'chat.imageType',
      msg: 'Only JPG, PNG and GIF pictures can be sent in a chat.',
    });
    const theirs = await uploadPicture(server, creator, await pictureOf('jpeg'));
    for (const content of [
      theirs.path,
      theirs.uploadId,
      'https://example.com/cat.jpg',
      '/media/p/plans/plan-1.webp',
      '',
    ]) {
      expect(
        await refusalOf(socket, socket.chat(creator.uuid, content, { msgType: 'photos' })),
      ).toMatchObject({
        code: 'chat.badImage',
        msg: 'This picture could not be found. Please choose it again.',
      });
    }
  });
});

describe('limits and languages', () => {
  it('limits a sender to 120 messages a minute', async () => {
    const busy = await chatMember(server);
    await givenSubscription(server, busy, creator);
    const socket = await socketOf(busy);
    const signs = Array.from({ length: 120 }, (_, i) => socket.chat(creator.uuid, `message ${i}`));
    // 120 stored messages take a while on a loaded machine: the burst, not each message, is timed.
    await Promise.all(signs.map((sign) => ackOf(socket, sign, 20_000)));
    expect(await refusalOf(socket, socket.chat(creator.uuid, 'one more'))).toMatchObject({
      code: 'chat.tooMany',
      msg: 'You are sending messages too fast. Try again in 1 minute.',
    });
  });

  it("answers in the app's language, or the handshake's", async () => {
    const german = await connectAs(url, fan);
    sockets.push(german);
    german.send({ cmd: 'chat/initUser', chat_token: fan.chatToken, lang: 'de' });
    await german.until(() => german.events.filter((event) => event.event === 'initUser').length === 2);
    expect((await refusalOf(german, german.chat(fan.uuid, 'Hallo'))).msg).toBe(
      'Du kannst dir selbst keine Nachricht senden.',
    );

    const japanese = await openChat(url, { 'accept-language': 'ja,en;q=0.5' });
    sockets.push(japanese);
    await japanese.initUser(fan.chatToken);
    expect((await refusalOf(japanese, japanese.chat(fan.uuid, 'こんにちは'))).msg).toBe(
      '自分自身にメッセージを送ることはできません。',
    );
  });
});
