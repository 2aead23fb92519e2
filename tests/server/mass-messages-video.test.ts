/**
 * Issue 25, a mass message with a video (docs/decisions/mass-messages.md, "A video and a price"):
 * the creator sends one of their own video uploads with a price instead of pictures; every fan of
 * the audience gets their own paid message carrying it, locked (the blurred poster, the length and
 * the price), which only their own payment opens, through HLS URLs bound to them. Pictures beside
 * the video, another member's video, a failed one and a video without a price are refused with the
 * chat's refusals. A video still being encoded is waited for, nothing stored meanwhile; one whose
 * encoding failed cancels the mass message.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import type { MassMessage } from '../../src/contract/entities-mass-messages.ts';
import { chatMessages } from '../../server/db/schema.ts';
import { createMediaUrls } from '../../server/media/signing.ts';
import { videoKeys } from '../../server/modules/media-processing/video-keys.ts';
import {
  MASS_VIDEO_WAIT_LIMIT_MS,
  MASS_VIDEO_WAIT_MS,
} from '../../server/modules/mass-messages/mass-delivery.ts';
import { MASS_MESSAGE_JOB } from '../../server/modules/mass-messages/mass-messages.service.ts';
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
import { jobsNamed } from './helpers/queued-jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import {
  encodedVideo,
  encodeVideoAsTheJobWould,
  setVideoStatus,
  uploadedVideo,
} from './helpers/video-upload-states.ts';

let server: TestServer;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.close();
});
afterAll(async () => {
  await server?.close();
});

type ChatMessageEvent = Extract<ChatServerEvent, { event: 'chatMessage' }>;

/** A creator with two running subscribers. */
async function creatorWithTwoFans() {
  const creator = await chatMember(server, 'creator');
  const fan = await chatMember(server);
  const otherFan = await chatMember(server);
  await givenSubscription(server, fan, creator);
  await givenSubscription(server, otherFan, creator);
  return { creator, fan, otherFan };
}

const send = (creator: Member, fields: Record<string, unknown>) =>
  callAs(server, creator, 'user/sendMassMessage', {
    audience: 'subscribers',
    client_key: randomUUID(),
    text: '',
    ...fields,
  });

async function sent(creator: Member, fields: Record<string, unknown>): Promise<MassMessage> {
  const body = await send(creator, fields);
  expect(body.msg).toBe('');
  return body.data as MassMessage;
}

const listOf = async (creator: Member) =>
  ok<{ list: MassMessage[]; remaining_today: number }>(server, creator, 'user/getMassMessageList', {});

async function newestFrom(viewer: Member, peer: Member): Promise<ChatWireMessage | undefined> {
  const history = await ok<{ list: ChatWireMessage[] }>(server, viewer, 'chat/getHistory', {
    from_uuid: peer.uuid,
  });
  return history.list[0];
}

const storedBy = (creator: Member) =>
  server.database.handle.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, creator.userId));

const passOf = async (member: Member) =>
  passFrom(await server.call('user/getUserInfo', { token: member.token }));

/** The master playlist, a rendition's playlist and a segment, as hls.js follows them from `hlsUrl`. */
async function hlsStatuses(hlsUrl: string, cookie?: string): Promise<number[]> {
  const folder = hlsUrl.slice(0, hlsUrl.lastIndexOf('/') + 1);
  return Promise.all(
    [hlsUrl, `${folder}360p/index.m3u8`, `${folder}360p/seg_00000.ts`].map(
      async (url) => (await fetchMedia(server, url, cookie)).status,
    ),
  );
}

const LOCKED_READY_VIDEO = (video: string) => ({
  status: 'ready',
  poster_blur: `/media/p/videos/${video}/poster-blur.webp`,
  poster: '',
  hls: '',
  duration: 42,
  width: 640,
  height: 360,
});

describe('a mass message with a video', () => {
  it('reaches each fan as their own locked paid video; the one who pays plays it bound to them, the other gets 403', async () => {
    const { creator, fan, otherFan } = await creatorWithTwoFans();
    const video = await encodedVideo(server, creator);
    const fanSocket = await connectAs(await chatUrlOf(server), fan as ChatMember);
    sockets.push(fanSocket);
    const made = await sent(creator, { text: 'The full beach video', video, price: 14.99 });
    expect(made).toMatchObject({
      text: 'The full beach video',
      price: 14.99,
      previews: [],
      status: 'sending',
    });
    expect(made.video).toEqual({
      status: 'ready',
      poster_blur: `/media/p/videos/${video}/poster-blur.webp`,
      duration: 42,
    });
    await runJobs(server);

    const live = await fanSocket.next(
      (event): event is ChatMessageEvent => event.event === 'chatMessage' && event.data.msgType === 'paid',
    );
    const copies = [(await newestFrom(fan, creator))!, (await newestFrom(otherFan, creator))!];
    for (const locked of [live.data, ...copies]) {
      expect(locked).toMatchObject({
        msgType: 'paid',
        price: 14.99,
        bought: 0,
        media: [],
        content: 'The full beach video',
      });
      expect(locked.video).toEqual(LOCKED_READY_VIDEO(video));
      expect(JSON.stringify(locked)).not.toMatch(/\/media\/(o|h)\//);
    }
    expect(copies[0]!.id).not.toBe(copies[1]!.id);
    const [listed] = (await listOf(creator)).list;
    expect(listed).toMatchObject({ id: made.id, status: 'sent', recipients: 2, delivered: 2 });
    expect(listed!.video).toEqual(made.video);

    // The fan pays for their copy with the existing paid message call.
    const order = await ok<CreatedOrder>(server, fan, 'payment/buyMessage', {
      message_id: copies[0]!.id,
      amount: 14.99,
      pay_type_id: 78,
      client_key: clientKey(),
    });
    await approveAndDeliver(server, order);
    const unlocked = (await newestFrom(fan, creator))!;
    expect(unlocked).toMatchObject({ id: copies[0]!.id, bought: 1 });
    expect(unlocked.video!.hls).toMatch(new RegExp(`^/media/h/\\d+/u${fan.userId}/`));
    const fanPass = await passOf(fan);
    expect((await fetchMedia(server, unlocked.video!.poster, fanPass)).status).toBe(200);
    expect(await hlsStatuses(unlocked.video!.hls, fanPass)).toEqual([200, 200, 200]);

    // The other fan's copy stays locked; neither the fan's URLs nor their own open anything.
    expect(await newestFrom(otherFan, creator)).toMatchObject({ id: copies[1]!.id, bought: 0 });
    const otherPass = await passOf(otherFan);
    const ownHls = createMediaUrls(server.config.mediaSigningKey).hlsUrl(
      videoKeys(video).master,
      `u${otherFan.userId}`,
    );
    expect(await hlsStatuses(unlocked.video!.hls, otherPass)).toEqual([403, 403, 403]);
    expect(await hlsStatuses(ownHls, otherPass)).toEqual([403, 403, 403]);
    await expectLedgerBalanced(server, [creator]);
  });

  it('refuses pictures beside the video, another member’s video, a failed one and no price, sending nothing', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const video = await encodedVideo(server, creator);
    const picture = await uploadPicture(server, creator, await pictureOf('jpeg'));
    expect((await send(creator, { video, media: [picture.uploadId], price: 5 })).msg).toBe(
      'A paid message carries pictures or one video, not both.',
    );
    const badVideo = 'This video cannot be sent. Choose one of your own videos that finished uploading.';
    expect((await send(creator, { video: await encodedVideo(server, fan), price: 5 })).msg).toBe(badVideo);
    const failed = await uploadedVideo(server, creator, randomBytes(100));
    await setVideoStatus(server, failed, 'failed');
    expect((await send(creator, { video: failed, price: 5 })).msg).toBe(badVideo);
    expect((await send(creator, { video: picture.uploadId, price: 5 })).msg).toBe(badVideo);
    for (const price of [0, 90.01])
      expect((await send(creator, { text: 'Hi', video, price })).msg).toBe(
        'A price is from $0.01 to $90.00, with at most two decimals.',
      );
    expect((await listOf(creator)).list).toEqual([]);
  });
});

describe('a mass message whose video is still being encoded', () => {
  it('waits for the encoding, storing nothing meanwhile, then reaches each fan with the playable video', async () => {
    const { creator, fan, otherFan } = await creatorWithTwoFans();
    const video = await uploadedVideo(server, creator, randomBytes(100));
    // The video job has it: what the send finds, and then the delivery.
    await setVideoStatus(server, video, 'processing');
    const made = await sent(creator, { text: 'Coming up', video, price: 3 });
    expect(made.video).toEqual({ status: 'processing', poster_blur: '', duration: 0 });

    await runJobs(server);
    expect(await storedBy(creator)).toEqual([]);
    expect((await listOf(creator)).list[0]).toMatchObject({ status: 'sending', recipients: 0, delivered: 0 });
    const waiting = (await jobsNamed(server.database.handle.db, MASS_MESSAGE_JOB)).filter(
      (job) => job.payload.massMessageId === made.id && job.state === 'queued',
    );
    expect(waiting).toHaveLength(1);

    // Still encoding at the next look: it waits again.
    server.clock.advance(MASS_VIDEO_WAIT_MS + 1000);
    await runJobs(server);
    expect(await storedBy(creator)).toEqual([]);

    await encodeVideoAsTheJobWould(server, video);
    server.clock.advance(MASS_VIDEO_WAIT_MS + 1000);
    await runJobs(server);
    for (const member of [fan, otherFan])
      expect((await newestFrom(member, creator))!.video).toEqual(LOCKED_READY_VIDEO(video));
    expect(await storedBy(creator)).toHaveLength(2);
    const [listed] = (await listOf(creator)).list;
    expect(listed).toMatchObject({ status: 'sent', recipients: 2, delivered: 2 });
    expect(listed!.video).toMatchObject({ status: 'ready', duration: 42 });
  });

  it('does not wait for ever: an encoding neither done nor failed a day after the send time cancels it', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const video = await uploadedVideo(server, creator, randomBytes(100));
    await setVideoStatus(server, video, 'processing');
    const made = await sent(creator, { video, price: 3 });
    await runJobs(server);
    // Still waiting just inside the day.
    server.clock.advance(MASS_VIDEO_WAIT_LIMIT_MS - 60_000);
    await runJobs(server);
    expect((await listOf(creator)).list[0]).toMatchObject({ id: made.id, status: 'sending' });

    server.clock.advance(120_000);
    await runJobs(server);
    expect((await listOf(creator)).list[0]).toMatchObject({ id: made.id, status: 'cancelled', delivered: 0 });
    expect(await newestFrom(fan, creator)).toBeUndefined();
    expect(
      (await jobsNamed(server.database.handle.db, MASS_MESSAGE_JOB)).filter(
        (job) => job.payload.massMessageId === made.id && job.state === 'queued',
      ),
    ).toEqual([]);
  });

  it('does not go when the encoding fails: cancelled, the video shown failed, the day’s place given back', async () => {
    const { creator, fan } = await creatorWithTwoFans();
    const video = await uploadedVideo(server, creator, randomBytes(100));
    await setVideoStatus(server, video, 'processing');
    const made = await sent(creator, { video, price: 3 });
    await runJobs(server);
    const before = (await listOf(creator)).remaining_today;

    await setVideoStatus(server, video, 'failed');
    server.clock.advance(MASS_VIDEO_WAIT_MS + 1000);
    await runJobs(server);
    const after = await listOf(creator);
    expect(after.list[0]).toMatchObject({ id: made.id, status: 'cancelled', recipients: 0, delivered: 0 });
    expect(after.list[0]!.video).toEqual({ status: 'failed', poster_blur: '', duration: 0 });
    expect(after.remaining_today).toBe(before + 1);
    expect(await storedBy(creator)).toEqual([]);
    expect(await newestFrom(fan, creator)).toBeUndefined();
    // Nothing more is queued for it.
    expect(
      (await jobsNamed(server.database.handle.db, MASS_MESSAGE_JOB)).filter(
        (job) => job.payload.massMessageId === made.id && job.state === 'queued',
      ),
    ).toEqual([]);
  });
});
