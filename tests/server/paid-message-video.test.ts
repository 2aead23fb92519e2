/**
 * Issue 25, a video in a paid message: a creator sends one of their own finished video uploads
 * with a price instead of pictures; the fan sees the public blurred poster and the price, and
 * nothing else of it leaves the server before they pay: no poster, no HLS playlist or segment, by
 * any call or media route, for the fan, another fan or a visitor. Once the fan paid, the poster and
 * the playlist are signed for them and bound to their media pass (a copied URL opens nothing for
 * anyone else); a refund closes them again, even under URLs handed out before. A video still being
 * encoded is sent as `processing` and plays once the video job encoded it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import { chatMessages, uploads } from '../../server/db/schema.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
import { VIDEO_JOB } from '../../server/modules/media-processing/video-job.ts';
import { videoKeys } from '../../server/modules/media-processing/video-keys.ts';
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
  clientKey,
  ok,
  runJobs,
  type CreatedOrder,
  type Member,
} from './helpers/money.ts';
import { jobsNamed } from './helpers/queued-jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import {
  encodedVideo as encodedVideoOf,
  uploadedVideo as uploadedVideoOf,
} from './helpers/video-upload-states.ts';
import { makeVideo } from './helpers/videos.ts';

let server: TestServer;
let dir: string;
let clip: Buffer;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fanvault-paid-video-'));
  const file = path.join(dir, 'clip.mp4');
  // One second, small and silent: one encode for the test that runs the real job.
  await makeVideo(file, 1, 320, 240, false);
  clip = await readFile(file);
  server = await startTestServer({ seed: false });
}, 120_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.close();
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

type ChatMessageEvent = Extract<ChatServerEvent, { event: 'chatMessage' }>;

async function socketOf(member: ChatMember): Promise<ChatSocket> {
  const socket = await connectAs(await chatUrlOf(server), member);
  sockets.push(socket);
  return socket;
}

async function conversation() {
  const creator = await chatMember(server, 'creator');
  const fan = await chatMember(server);
  const otherFan = await chatMember(server);
  await givenSubscription(server, fan, creator);
  await givenSubscription(server, otherFan, creator);
  return { creator, fan, otherFan };
}

const uploadedVideo = (owner: Member, bytes: Buffer = clip) => uploadedVideoOf(server, owner, bytes);
const encodedVideo = (owner: Member) => encodedVideoOf(server, owner);

function sendPaidVideo(
  socket: ChatSocket,
  to: Member,
  fields: { video: string; media?: string[]; price?: number; content?: string },
): string {
  const sign = clientKey();
  socket.send({
    cmd: 'chat/chat',
    to_uuid: to.uuid,
    type: 'friend',
    msgType: 'paid',
    content: fields.content ?? '',
    video: fields.video,
    ...(fields.media ? { media: fields.media } : {}),
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

const passOf = async (member: Member) =>
  passFrom(await server.call('user/getUserInfo', { token: member.token }));

async function historyOf(viewer: Member, peer: Member): Promise<ChatWireMessage[]> {
  return (await ok<{ list: ChatWireMessage[] }>(server, viewer, 'chat/getHistory', { from_uuid: peer.uuid }))
    .list;
}

/** The master playlist, a rendition's playlist and a segment, as hls.js follows them from `hlsUrl`. */
async function hlsStatuses(hlsUrl: string, cookie?: string): Promise<number[]> {
  const folder = hlsUrl.slice(0, hlsUrl.lastIndexOf('/') + 1);
  return Promise.all(
    [hlsUrl, `${folder}360p/index.m3u8`, `${folder}360p/seg_00000.ts`].map(
      async (url) => (await fetchMedia(server, url, cookie)).status,
    ),
  );
}

/** URLs of the video's poster and playlist signed for `userId`, as if the server had handed them out. */
function signedFor(publicId: string, userId: number) {
  const urls = createMediaUrls(server.config.mediaSigningKey);
  const keys = videoKeys(publicId);
  return { poster: urls.signedUrl(keys.poster, `u${userId}`), hls: urls.hlsUrl(keys.master, `u${userId}`) };
}

async function buyAndPay(fan: Member, messageId: number, amount: number): Promise<CreatedOrder> {
  const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
    message_id: messageId,
    amount,
    pay_type_id: 78,
    client_key: clientKey(),
  });
  await approveAndDeliver(server, order);
  return order;
}

describe('sending a paid video', () => {
  it('takes one of the creator’s own encoded videos and a price; the creator plays it', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const video = await encodedVideo(creator);
    const sent = await ackOf(
      socket,
      sendPaidVideo(socket, fan, { video, price: 12.5, content: 'Backstage' }),
    );
    expect(sent).toMatchObject({ msgType: 'paid', price: 12.5, content: 'Backstage', bought: 0, media: [] });
    expect(sent.video).toMatchObject({
      status: 'ready',
      poster_blur: `/media/p/videos/${video}/poster-blur.webp`,
      duration: 42,
      width: 640,
      height: 360,
    });
    expect(sent.video!.poster).toMatch(
      new RegExp(`^/media/o/videos/${video}/poster\\.jpg\\?.*v=u${creator.userId}&`),
    );
    expect(sent.video!.hls).toMatch(
      new RegExp(`^/media/h/\\d+/u${creator.userId}/[^/]+/videos/${video}/hls/master\\.m3u8$`),
    );
    const pass = await passOf(creator);
    expect((await fetchMedia(server, sent.video!.poster, pass)).status).toBe(200);
    expect(await hlsStatuses(sent.video!.hls, pass)).toEqual([200, 200, 200]);
  });

  it('refuses pictures beside a video, another member’s video, a failed one, and a bad price', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const video = await encodedVideo(creator);
    const picture = await uploadPicture(server, creator, await pictureOf('jpeg'));
    expect(
      await refusalOf(socket, sendPaidVideo(socket, fan, { video, media: [picture.path], price: 5 })),
    ).toMatchObject({
      code: 'chat.paidMixed',
      msg: 'A paid message carries pictures or one video, not both.',
    });
    const othersVideo = await encodedVideo(fan);
    expect(
      await refusalOf(socket, sendPaidVideo(socket, fan, { video: othersVideo, price: 5 })),
    ).toMatchObject({
      code: 'chat.badVideo',
      msg: 'This video cannot be sent. Choose one of your own videos that finished uploading.',
    });
    const failed = await uploadedVideo(creator);
    await server.database.handle.db
      .update(uploads)
      .set({ status: 'failed' })
      .where(eq(uploads.publicId, failed));
    expect(await refusalOf(socket, sendPaidVideo(socket, fan, { video: failed, price: 5 }))).toMatchObject({
      code: 'chat.badVideo',
    });
    // A picture's upload id is not a video.
    expect(
      await refusalOf(socket, sendPaidVideo(socket, fan, { video: picture.uploadId, price: 5 })),
    ).toMatchObject({ code: 'chat.badVideo' });
    for (const price of [0, 90.01, undefined])
      expect(
        await refusalOf(
          socket,
          sendPaidVideo(socket, fan, { video, ...(price === undefined ? {} : { price }) }),
        ),
      ).toMatchObject({ code: 'chat.paidPrice' });
    const fanSocket = await socketOf(fan);
    expect(
      await refusalOf(fanSocket, sendPaidVideo(fanSocket, creator, { video: othersVideo, price: 5 })),
    ).toMatchObject({ code: 'chat.paidNotCreator' });
    const stored = await server.database.handle.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, creator.userId));
    expect(stored).toEqual([]);
  });
});

describe('a paid video, locked and unlocked', () => {
  it('reaches the fan locked: the blurred poster and the price, no poster or HLS by any route for anyone but the creator', async () => {
    const { creator, fan, otherFan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const fanSocket = await socketOf(fan);
    const video = await encodedVideo(creator);
    const sign = sendPaidVideo(creatorSocket, fan, { video, price: 9.99, content: 'A new clip' });
    const sent = await ackOf(creatorSocket, sign);

    const live = (await fanSocket.messageWithSign(sign)).data;
    const [inHistory] = await historyOf(fan, creator);
    const contacts = await ok<{ list: { uuid: string; last_message: ChatWireMessage }[] }>(
      server,
      fan,
      'chat/getContactList',
    );
    const inContacts = contacts.list.find((contact) => contact.uuid === creator.uuid)!.last_message;
    for (const locked of [live, inHistory!, inContacts]) {
      expect(locked).toMatchObject({ id: sent.id, msgType: 'paid', price: 9.99, bought: 0, media: [] });
      expect(locked.video).toEqual({
        status: 'ready',
        poster_blur: `/media/p/videos/${video}/poster-blur.webp`,
        poster: '',
        hls: '',
        duration: 42,
        width: 640,
        height: 360,
      });
      expect(JSON.stringify(locked)).not.toMatch(/\/media\/(o|h)\//);
    }
    expect((await fetchMedia(server, live.video!.poster_blur)).status).toBe(200);

    // URLs signed for the fan, for another fan, and the creator's own URLs: nobody else opens them.
    const fanPass = await passOf(fan);
    const otherPass = await passOf(otherFan);
    const forFan = signedFor(video, fan.userId);
    const forOther = signedFor(video, otherFan.userId);
    expect((await fetchMedia(server, forFan.poster, fanPass)).status).toBe(403);
    expect(await hlsStatuses(forFan.hls, fanPass)).toEqual([403, 403, 403]);
    expect((await fetchMedia(server, forOther.poster, otherPass)).status).toBe(403);
    expect(await hlsStatuses(forOther.hls, otherPass)).toEqual([403, 403, 403]);
    for (const cookie of [undefined, fanPass, otherPass]) {
      expect((await fetchMedia(server, sent.video!.poster, cookie)).status).toBe(403);
      expect(await hlsStatuses(sent.video!.hls, cookie)).toEqual([403, 403, 403]);
    }
  });

  it('plays for the fan who paid, live on both sockets, bound to them; a refund closes it again', async () => {
    const { creator, fan, otherFan } = await conversation();
    const creatorSocket = await socketOf(creator);
    const fanSocket = await socketOf(fan);
    const video = await encodedVideo(creator);
    const sent = await ackOf(creatorSocket, sendPaidVideo(creatorSocket, fan, { video, price: 20 }));
    const order = await buyAndPay(fan, sent.id, 20);

    const unlockedFor = (socket: ChatSocket) =>
      socket.next(
        (event): event is ChatMessageEvent =>
          event.event === 'chatMessage' && event.data.id === sent.id && event.data.bought === 1,
      );
    const fanCopy = (await unlockedFor(fanSocket)).data;
    expect((await unlockedFor(creatorSocket)).data).toMatchObject({ bought: 1, self: 1 });
    expect(fanCopy.video!.hls).toMatch(new RegExp(`^/media/h/\\d+/u${fan.userId}/`));
    expect(fanCopy.video!.poster).toMatch(new RegExp(`v=u${fan.userId}&`));

    const fanPass = await passOf(fan);
    expect((await fetchMedia(server, fanCopy.video!.poster, fanPass)).status).toBe(200);
    expect(await hlsStatuses(fanCopy.video!.hls, fanPass)).toEqual([200, 200, 200]);
    const [inHistory] = await historyOf(fan, creator);
    expect(inHistory).toMatchObject({ bought: 1 });
    expect(await hlsStatuses(inHistory!.video!.hls, fanPass)).toEqual([200, 200, 200]);

    // Copied: another fan (with their own pass) and a visitor open nothing; nor a URL of their own.
    const otherPass = await passOf(otherFan);
    for (const cookie of [undefined, otherPass]) {
      expect((await fetchMedia(server, fanCopy.video!.poster, cookie)).status).toBe(403);
      expect(await hlsStatuses(fanCopy.video!.hls, cookie)).toEqual([403, 403, 403]);
    }
    expect(await hlsStatuses(signedFor(video, otherFan.userId).hls, otherPass)).toEqual([403, 403, 403]);

    // Refunded: the URLs handed out before close at once, and the message is locked again.
    const deps = {
      db: server.database.handle.db,
      config: server.config,
      now: () => server.clock.now(),
      provider: createPaymentProvider(server.config, { error: () => undefined }),
      ids: randomIds,
    };
    expect(await requestRefund(deps, order.order_id)).toEqual({ ok: true, orderId: order.order_id });
    await runJobs(server);
    expect((await fetchMedia(server, fanCopy.video!.poster, fanPass)).status).toBe(403);
    expect(await hlsStatuses(fanCopy.video!.hls, fanPass)).toEqual([403, 403, 403]);
    expect((await historyOf(fan, creator))[0]).toMatchObject({
      bought: 0,
      video: expect.objectContaining({ poster: '', hls: '' }),
    });
    // The creator still plays their own.
    const creatorPass = await passOf(creator);
    expect(await hlsStatuses(sent.video!.hls, creatorPass)).toEqual([200, 200, 200]);
  });
});

describe('a paid video still being encoded', () => {
  it('is sent as processing, queues its encoding once, and plays once the video job encoded it, told live', async () => {
    const { creator, fan } = await conversation();
    const socket = await socketOf(creator);
    const fanSocket = await socketOf(fan);
    const video = await uploadedVideo(creator);
    const sent = await ackOf(socket, sendPaidVideo(socket, fan, { video, price: 3 }));
    expect(sent.video).toEqual({
      status: 'processing',
      poster_blur: '',
      poster: '',
      hls: '',
      duration: 0,
      width: 0,
      height: 0,
    });
    // A second message with the same video queues no second encoding.
    await ackOf(socket, sendPaidVideo(socket, fan, { video, price: 4 }));
    const [upload] = await server.database.handle.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.publicId, video));
    const queued = (await jobsNamed(server.database.handle.db, VIDEO_JOB)).filter(
      (job) => job.payload.uploadId === upload!.id,
    );
    expect(queued).toHaveLength(1);

    // The real job, with ffmpeg; the fan's socket is given the message again, encoded.
    const encoded = fanSocket.next(
      (event): event is ChatMessageEvent =>
        event.event === 'chatMessage' && event.data.id === sent.id && event.data.video?.status === 'ready',
    );
    await runJobs(server);
    expect((await encoded).data.video).toMatchObject({ status: 'ready', hls: '', duration: 1 });
    const [newest] = await historyOf(fan, creator);
    expect(newest!.video).toMatchObject({
      status: 'ready',
      poster_blur: `/media/p/videos/${video}/poster-blur.webp`,
      poster: '',
      hls: '',
      duration: 1,
      width: 320,
      height: 240,
    });
    const [own] = await historyOf(creator, fan);
    const pass = await passOf(creator);
    expect((await fetchMedia(server, own!.video!.hls, pass)).status).toBe(200);
    expect((await fetchMedia(server, own!.video!.poster, pass)).status).toBe(200);
  }, 120_000);
});
