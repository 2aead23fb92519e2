/**
 * Issue 25, a mass message with pictures and a price (docs/decisions/mass-messages.md, "Pictures
 * and a price"): the creator attaches 1 to 10 of their own pictures and a price by the paid
 * message rule (above 0, at most 90, two decimals); every fan of the audience gets their own paid
 * message, locked (blurred previews and the price), which only their own payment unlocks through
 * the ledger (here a 10 % fee and a 1 % + 0.10 payment cost). Pictures without a price, a price
 * without pictures, and another member's picture are refused with the chat's paid message refusals.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { MassMessage } from '../../src/contract/entities-mass-messages.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
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

/** A creator with two running subscribers. */
async function creatorWithTwoFans() {
  const creator = await chatMember(server, 'creator');
  const fan = await chatMember(server);
  const otherFan = await chatMember(server);
  await givenSubscription(server, fan, creator);
  await givenSubscription(server, otherFan, creator);
  return { creator, fan, otherFan };
}

async function pictures(member: Member, count: number) {
  const list = [];
  for (let index = 0; index < count; index++)
    list.push(await uploadPicture(server, member, await pictureOf('jpeg')));
  return list;
}

const send = (creator: Member, fields: Record<string, unknown>) =>
  callAs(server, creator, 'user/sendMassMessage', {
    audience: 'subscribers',
    client_key: randomUUID(),
    text: '',
    ...fields,
  });

const passOf = async (member: Member) =>
  passFrom(await server.call('user/getUserInfo', { token: member.token }));

async function newestFrom(viewer: Member, peer: Member): Promise<ChatWireMessage> {
  const history = await ok<{ list: ChatWireMessage[] }>(server, viewer, 'chat/getHistory', {
    from_uuid: peer.uuid,
  });
  return history.list[0]!;
}

/** The original key of an upload of `owner`, as the media routes know it. */
const originalKeyOf = (owner: Member, uploadId: string) =>
  `private/uploads/${owner.userId}/${uploadId}/original.jpg`;

describe('a paid mass message', () => {
  it('reaches two subscribers locked; the one who pays opens the originals, the other still gets 403', async () => {
    const { creator, fan, otherFan } = await creatorWithTwoFans();
    const uploaded = await pictures(creator, 2);
    const fanSocket = await connectAs(await chatUrlOf(server), fan as ChatMember);
    sockets.push(fanSocket);
    const body = await send(creator, {
      text: '  New set, just for you  ',
      media: uploaded.map((picture) => picture.uploadId),
      price: 9.99,
    });
    expect(body.msg).toBe('');
    const made = body.data as MassMessage;
    expect(made).toMatchObject({ text: 'New set, just for you', price: 9.99, status: 'sending' });
    expect(made.previews).toEqual(
      uploaded.map((picture) => `/media/p/uploads/${picture.uploadId}/blur.webp`),
    );
    await runJobs(server);

    // Live on the socket, and in both fans' histories: locked, previews and the price only.
    const live = await fanSocket.next(
      (event): event is Extract<typeof event, { event: 'chatMessage' }> =>
        event.event === 'chatMessage' && event.data.msgType === 'paid',
    );
    const copies = [await newestFrom(fan, creator), await newestFrom(otherFan, creator)];
    for (const locked of [live.data, ...copies]) {
      expect(locked).toMatchObject({
        msgType: 'paid',
        price: 9.99,
        bought: 0,
        content: 'New set, just for you',
        from_uuid: creator.uuid,
      });
      expect(locked.media.map((picture) => picture.url)).toEqual(['', '']);
      expect(locked.media.map((picture) => picture.preview)).toEqual(made.previews);
      expect(JSON.stringify(locked)).not.toContain('/media/o/');
    }
    // Each fan has their own message.
    expect(copies[0]!.id).not.toBe(copies[1]!.id);
    const [listed] = (await ok<{ list: MassMessage[] }>(server, creator, 'user/getMassMessageList', {})).list;
    expect(listed).toMatchObject({ id: made.id, status: 'sent', recipients: 2, delivered: 2, price: 9.99 });

    // The fan pays for their copy through the sandbox.
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: copies[0]!.id,
      amount: 9.99,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    await approveAndDeliver(server, order);
    const unlocked = await newestFrom(fan, creator);
    expect(unlocked).toMatchObject({ id: copies[0]!.id, bought: 1 });
    const fanPass = await passOf(fan);
    for (const picture of unlocked.media) {
      const opened = await fetchMedia(server, picture.url, fanPass);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
    }

    // The other fan's copy stays locked, and the originals stay closed to them.
    const stillLocked = await newestFrom(otherFan, creator);
    expect(stillLocked).toMatchObject({ id: copies[1]!.id, bought: 0 });
    expect(stillLocked.media.map((picture) => picture.url)).toEqual(['', '']);
    const otherPass = await passOf(otherFan);
    const urls = createMediaUrls(server.config.mediaSigningKey);
    for (const picture of uploaded) {
      const ownUrl = urls.signedUrl(originalKeyOf(creator, picture.uploadId), `u${otherFan.userId}`);
      expect((await fetchMedia(server, ownUrl, otherPass)).status).toBe(403);
    }
    expect((await fetchMedia(server, unlocked.media[0]!.url, otherPass)).status).toBe(403);
    // Buying the other fan's copy is nobody else's business.
    const foreign = await callAs(server, fan, 'payment/buyMessage', {
      message_id: copies[1]!.id,
      amount: 9.99,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    expect(foreign.status).toBe(0);

    // 9.99: fee 10 % = 1.00 (0.999 rounded), cost 1 % + 0.10 = 0.20; the books balance.
    const sales = await ok<{ list: { kind: string; gross: number }[] }>(
      server,
      creator,
      'user/getSaleList',
      {},
    );
    expect(sales.list).toEqual([expect.objectContaining({ kind: 'message', gross: 9.99 })]);
    await expectLedgerBalanced(server, [creator]);
  });

  it('keeps the order of 10 pictures at the highest price, 90, with no caption', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const ten = await pictures(creator, 10);
    const made = await ok<MassMessage>(server, creator, 'user/sendMassMessage', {
      audience: 'subscribers',
      client_key: randomUUID(),
      text: '',
      media: ten.map((picture) => picture.path),
      price: 90,
    });
    expect(made).toMatchObject({ text: '', price: 90 });
    await runJobs(server);
    const copy = await newestFrom(fan, creator);
    expect(copy).toMatchObject({ msgType: 'paid', price: 90, content: '' });
    expect(copy.media.map((picture) => picture.preview)).toEqual(made.previews);
    expect(made.previews).toHaveLength(10);
  });

  it('schedules a paid mass message and delivers it locked at its time', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const [picture] = await pictures(creator, 1);
    const inAnHour = Math.floor(server.clock.now().getTime() / 1000) + 3600;
    const made = await ok<MassMessage>(server, creator, 'user/sendMassMessage', {
      audience: 'subscribers',
      client_key: randomUUID(),
      text: 'Later',
      media: [picture!.uploadId],
      price: 5,
      send_ts: inAnHour,
    });
    expect(made).toMatchObject({ status: 'scheduled', price: 5 });
    expect(made.previews).toHaveLength(1);
    server.clock.advance(3601_000);
    await runJobs(server);
    expect(await newestFrom(fan, creator)).toMatchObject({
      msgType: 'paid',
      price: 5,
      bought: 0,
      content: 'Later',
    });
  });
});

describe('the paid message rules, the chat’s own', () => {
  it.each([
    ['0 with pictures', 0],
    ['above 90', 90.01],
    ['three decimals', 12.345],
    ['negative', -5],
  ])('refuses a price %s, naming 0.01 and 90, sending nothing', async (_name, price) => {
    const { creator } = await creatorWithTwoFans();
    const [picture] = await pictures(creator, 1);
    const refused = await send(creator, { text: 'Hi', media: [picture!.uploadId], price });
    expect(refused.msg).toBe('A price is from $0.01 to $90.00, with at most two decimals.');
    expect((await ok<{ list: MassMessage[] }>(server, creator, 'user/getMassMessageList', {})).list).toEqual(
      [],
    );
  });

  it('refuses a price without pictures and more than 10 pictures', async () => {
    const { creator } = await creatorWithTwoFans();
    const eleven = await pictures(creator, 11);
    for (const media of [[], eleven.map((picture) => picture.uploadId)]) {
      expect((await send(creator, { text: 'Hi', media, price: 5 })).msg).toBe(
        'A paid message carries 1 to 10 pictures.',
      );
    }
  });

  it('refuses another member’s picture, and an empty text without pictures', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const [fanPicture] = await pictures(fan, 1);
    expect((await send(creator, { text: 'Hi', media: [fanPicture!.uploadId], price: 5 })).msg).toBe(
      'This picture could not be found. Please choose it again.',
    );
    expect((await send(creator, { text: '   ' })).msg).toBe('Write a message before sending it.');
  });
});
