/**
 * Publishing a video post through the real envelope, with the real job and ffmpeg: the post moves
 * ready_slice 4 -> slicing 15 -> codec 20 -> published 2 (REVIEW_MODE auto) or review 1 (manual)
 * as its job runs; a broken file ends in codec_failure 25 with a translated reason; a job stopped
 * mid-encode by a restart finishes in the next runner; lists answer the poster preview and the
 * video's length as they do for images.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostForEditCall } from '../../src/contract/calls/post-for-edit.ts';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { managePostCall } from '../../src/contract/calls/managed-posts.ts';
import { ARTICLE_TYPE, AUTH_STATUS, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { categories, postMedia, posts, uploads, users } from '../../server/db/schema.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { VIDEO_JOB } from '../../server/modules/media-processing/video-job.ts';
import { createJobRunner, type JobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { approvePost } from '../../server/ops/review.ts';
import { signUp } from './helpers/accounts.ts';
import { jobsInState, jobsNamed } from './helpers/queued-jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeVideo } from './helpers/videos.ts';

let auto: TestServer;
let manual: TestServer;
let dir: string;
let video: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fanvault-video-posts-'));
  const file = path.join(dir, 'clip.mp4');
  // Three seconds: each of three tests encodes it in two renditions (7 s took about twice the CPU).
  await makeVideo(file, 3, 1280, 720);
  video = await readFile(file);
  auto = await startTestServer({ seed: false });
  manual = await startTestServer({ seed: false, env: { REVIEW_MODE: 'manual' } });
  for (const target of [auto, manual])
    await target.database.handle.db.insert(categories).values([{ code: 'art' }]);
}, 120_000);
afterAll(async () => {
  await Promise.all([auto?.close(), manual?.close()]);
  await rm(dir, { recursive: true, force: true });
});

const storageOf = (target: TestServer) => createLocalDiskStorage(target.config.mediaDir);

/** The runner a web process (or `npm run worker`) runs, over this server's database and storage. */
const runnerOf = (target: TestServer): JobRunner =>
  createJobRunner({
    queue: target.database.queue,
    pollMs: 20,
    handlers: buildJobHandlers({
      db: target.database.handle.db,
      config: target.config,
      storage: storageOf(target),
    }),
  });

async function newCreator(target: TestServer) {
  const account = await signUp(target);
  const [row] = await target.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator, role: 3 })
    .where(eq(users.email, account.email))
    .returning({ id: users.id });
  return { token: account.login.token, userId: row!.id };
}

/** A video as the upload endpoints leave it: the original stored, an uploads row 'uploaded'. */
async function uploadedVideo(target: TestServer, userId: number, bytes: Buffer): Promise<string> {
  const publicId = randomUUID();
  const originalKey = `private/uploads/${userId}/${publicId}/original.mp4`;
  await storageOf(target).put(originalKey, bytes);
  await target.database.handle.db.insert(uploads).values({
    publicId,
    userId,
    kind: 'video',
    status: 'uploaded',
    originalKey,
    width: 0,
    height: 0,
    blurKey: '',
    bytes: bytes.length,
  });
  return publicId;
}

const call = async (
  target: TestServer,
  apiPath: string,
  token: string | undefined,
  payload: Record<string, unknown> = {},
  language?: string,
) => (await target.call(apiPath, token ? { ...payload, token } : payload, language ? { language } : {})).body;

const videoDraft = (uploadId: string, fields: Record<string, unknown> = {}) => ({
  category: 'art',
  title: 'Harbour at dawn',
  content: 'Seven seconds of test pattern.',
  tags: 'harbour,dawn',
  resource_type: 2,
  article_type: ARTICLE_TYPE.free,
  media: [uploadId],
  ...fields,
});

async function publish(target: TestServer, token: string, fields: Record<string, unknown>) {
  const body = await call(target, 'article/publish', token, fields);
  expect(body.msg).toBe('');
  return body.data as { id: number; status: number };
}

const statusOf = async (target: TestServer, postId: number) =>
  (
    await target.database.handle.db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId))
  )[0]!.status;

/** Runs the queue while watching the post, answering every status it went through, in order. */
async function runWatching(target: TestServer, postId: number): Promise<number[]> {
  const seen = [await statusOf(target, postId)];
  let running = true;
  const watch = (async () => {
    while (running) {
      const status = await statusOf(target, postId);
      if (status !== seen[seen.length - 1]) seen.push(status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await runnerOf(target).runDue();
  running = false;
  await watch;
  const last = await statusOf(target, postId);
  if (last !== seen[seen.length - 1]) seen.push(last);
  return seen;
}

async function managed(target: TestServer, token: string, language?: string) {
  const body = await call(target, 'article/managePost', token, {}, language);
  expect(body.msg).toBe('');
  return managePostCall.response.parse(body.data).list;
}

async function feed(target: TestServer) {
  const body = await call(target, 'article/getList', undefined, { filter_by: 1, limit: 50 });
  return getPostListCall.response.parse(body.data).list;
}

describe('a video post', () => {
  it('moves 4 -> 15 -> 20 -> 2 as its job runs under REVIEW_MODE auto, then shows its poster preview and length', async () => {
    const creator = await newCreator(auto);
    const uploadId = await uploadedVideo(auto, creator.userId, video);
    const { id, status } = await publish(auto, creator.token, videoDraft(uploadId));
    expect(status).toBe(REVIEW_STATUS.readySlice);
    expect((await managed(auto, creator.token)).find((post) => post.id === id)?.status).toBe(
      REVIEW_STATUS.readySlice,
    );
    expect((await feed(auto)).map((post) => post.id)).not.toContain(id);

    expect(await runWatching(auto, id)).toEqual([
      REVIEW_STATUS.readySlice,
      REVIEW_STATUS.slicing,
      REVIEW_STATUS.codec,
      REVIEW_STATUS.published,
    ]);

    const shown = (await feed(auto)).find((post) => post.id === id);
    expect(shown).toBeDefined();
    expect(shown!.url[0]!.video_time).toBe(3);
    expect(shown!.url[0]!.url_blur).toContain(`videos/${uploadId}/poster-blur.webp`);
    const preview = await fetch(`${auto.baseUrl}${shown!.url[0]!.url_blur}`);
    expect(preview.status).toBe(200);
    const previewMeta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([previewMeta.format, previewMeta.width]).toEqual(['webp', 32]);

    const [media] = await auto.database.handle.db.select().from(postMedia).where(eq(postMedia.postId, id));
    expect(media).toMatchObject({
      originalKey: `private/videos/${uploadId}/poster.jpg`,
      blurKey: `public/videos/${uploadId}/poster-blur.webp`,
      hlsKey: `private/videos/${uploadId}/hls/master.m3u8`,
      width: 1280,
      height: 720,
      videoTime: 3,
    });
    const [upload] = await auto.database.handle.db
      .select()
      .from(uploads)
      .where(eq(uploads.publicId, uploadId));
    expect(upload).toMatchObject({ status: 'ready', width: 1280, height: 720, videoTime: 3 });
    expect(await storageOf(auto).open(media!.hlsKey!)).not.toBeNull();

    // The edit form gets the processed video back, and editing with it publishes at once.
    const edit = getPostForEditCall.response.parse(
      (await call(auto, 'article/getArticleByIdForEdit', creator.token, { id })).data,
    );
    expect(edit.media[0]).toMatchObject({ upload_id: uploadId, width: 1280, height: 720, video_time: 3 });
    const edited = await publish(auto, creator.token, videoDraft(uploadId, { id, title: 'Harbour, edited' }));
    expect(edited.status).toBe(REVIEW_STATUS.published);
    const [editedMedia] = await auto.database.handle.db
      .select()
      .from(postMedia)
      .where(eq(postMedia.postId, id));
    expect(editedMedia!.hlsKey).toBe(`private/videos/${uploadId}/hls/master.m3u8`);
    expect(editedMedia!.videoTime).toBe(3);
    expect(await runnerOf(auto).runDue()).toBe(0);
  }, 120_000);

  it('waits for the operator under REVIEW_MODE manual once processed, never approved while processing', async () => {
    const creator = await newCreator(manual);
    const uploadId = await uploadedVideo(manual, creator.userId, video);
    const { id, status } = await publish(manual, creator.token, videoDraft(uploadId));
    expect(status).toBe(REVIEW_STATUS.readySlice);
    const early = await approvePost(manual.database.handle.db, id);
    expect(early).toEqual({ ok: false, reason: `Post ${id} is still processing its video (status 4).` });

    const seen = await runWatching(manual, id);
    expect(seen[seen.length - 1]).toBe(REVIEW_STATUS.review);
    expect(seen).toContain(REVIEW_STATUS.codec);
    expect((await feed(manual)).map((post) => post.id)).not.toContain(id);
    expect(await approvePost(manual.database.handle.db, id)).toMatchObject({ ok: true });
    expect((await feed(manual)).map((post) => post.id)).toContain(id);
  }, 120_000);

  it('ends in codec_failure with a translated reason for a JPEG named .mp4 and a truncated MP4', async () => {
    const creator = await newCreator(auto);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const broken = [jpeg, video.subarray(0, Math.floor(video.length * 0.4))];
    const ids: number[] = [];
    for (const bytes of broken) {
      const uploadId = await uploadedVideo(auto, creator.userId, bytes);
      ids.push((await publish(auto, creator.token, videoDraft(uploadId))).id);
    }
    expect(await runnerOf(auto).runDue()).toBe(2);
    for (const id of ids) expect(await statusOf(auto, id)).toBe(REVIEW_STATUS.codecFailure);

    const english = (await managed(auto, creator.token, 'en')).filter((post) => ids.includes(post.id));
    expect(english.map((post) => post.review_note)).toEqual([
      expect.stringMatching(/^The video could not be processed: the file is damaged/),
      expect.stringMatching(/^The video could not be processed: the file is damaged/),
    ]);
    const german = (await managed(auto, creator.token, 'de')).find((post) => post.id === ids[0]);
    expect(german!.review_note).toMatch(/^Das Video konnte nicht verarbeitet werden/);

    const failedJobs = await jobsInState(auto.database.handle.db, 'failed');
    expect(failedJobs.length).toBeGreaterThanOrEqual(2);
    for (const job of failedJobs) {
      expect(job.attempts).toBe(1);
      expect(job.lastError).toMatch(/^The file is not a video that can be processed: /);
    }
    expect((await feed(auto)).map((post) => post.id)).not.toContain(ids[0]);
  }, 60_000);

  it('finishes in the next runner when a restart stops its encode', async () => {
    const creator = await newCreator(auto);
    const uploadId = await uploadedVideo(auto, creator.userId, video);
    const { id } = await publish(auto, creator.token, videoDraft(uploadId));
    const first = runnerOf(auto);
    first.start();
    for (let i = 0; i < 500 && (await statusOf(auto, id)) !== REVIEW_STATUS.codec; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await statusOf(auto, id)).toBe(REVIEW_STATUS.codec);
    await first.stop();
    const [upload] = await auto.database.handle.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.publicId, uploadId));
    const job = (await jobsNamed(auto.database.handle.db, VIDEO_JOB)).find(
      (one) => one.singletonKey === String(upload!.id),
    );
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await statusOf(auto, id)).toBe(REVIEW_STATUS.codec);

    expect(await runnerOf(auto).runDue()).toBe(1);
    expect(await statusOf(auto, id)).toBe(REVIEW_STATUS.published);
  }, 120_000);
});
