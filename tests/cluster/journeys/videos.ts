/**
 * A video uploaded across both web processes and processed by the worker. With STORAGE_DRIVER=s3
 * the parts go straight to the bucket on URLs the processes presign, so the upload spans the
 * processes by its calls: started on one, resumed on the other (which presigns the rest), its
 * parts sent on URLs each signed, completed through nginx.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { posts } from '../../../server/db/schema.ts';
import { VIDEO_JOB } from '../../../server/modules/media-processing/video-job.ts';
import type { Member } from '../../server/helpers/money.ts';
import { ok } from '../../server/helpers/money.ts';
import { sample } from '../../server/helpers/prometheus-samples.ts';
import { waitUntil } from '../../server/helpers/server-process.ts';
import { SLICE, completeUpload, putTo, sliceOf, startUpload } from '../../server/helpers/video-uploads.ts';
import { makeVideo } from '../../server/helpers/videos.ts';
import { metricsUrlOf, type Cluster } from '../cluster.ts';

/**
 * A real 3 s H.264 clip made longer than one 50 MiB part by a `free` box after it: MP4 readers
 * skip the box, so the worker encodes three seconds while the upload takes two parts.
 */
async function twoPartVideo(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fanvault-cluster-video-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await makeVideo(file, 3, 320, 240);
    const clip = await readFile(file);
    const padding = Buffer.alloc(SLICE + 1024 - clip.length);
    padding.writeUInt32BE(padding.length, 0);
    padding.write('free', 4, 'latin1');
    return Buffer.concat([clip, padding]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Uploads the video started on web 1, resumed on web 2, completed through nginx; answers its upload id. */
export async function uploadAcrossProcesses(cluster: Cluster, creator: Member): Promise<string> {
  const [one, two] = cluster.web;
  const file = await twoPartVideo();
  const started = await startUpload(one, creator.token, file);
  expect(started.status).toBe(200);
  expect(started.data.slices).toHaveLength(2);
  const first = await putTo(one, started.data.slices[0]!.signature, sliceOf(file, 1));
  expect(first.status).toBe(200);
  // The app comes back to the other process with the same file: the same upload, its parts signed there.
  const resumed = await startUpload(two, creator.token, file);
  expect(resumed.data).toMatchObject({
    uploadId: started.data.uploadId,
    UploadName: started.data.UploadName,
  });
  const second = await putTo(two, resumed.data.slices[1]!.signature, sliceOf(file, 2));
  expect(second.status).toBe(200);
  const done = await completeUpload(cluster.proxy, creator.token, resumed.data, [
    { number: 1, e_tag: first.etag },
    { number: 2, e_tag: second.etag },
  ]);
  expect(done.status, done.msg).toBe(200);
  return done.data.upload_id;
}

/** Video encodes finished by a process, read from its metrics. */
async function encodesDone(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return sample(text, 'fanvault_jobs_finished_total', { job: VIDEO_JOB, outcome: 'done' });
}

/**
 * Publishes the uploaded video for subscribers of `planId` through nginx and waits until the
 * worker has encoded it and the post is published; answers the post's id.
 */
export async function publishProcessedByWorker(
  cluster: Cluster,
  creator: Member,
  uploadId: string,
  planId: number,
): Promise<number> {
  const published = await ok<{ id: number }>(cluster.proxy, creator, 'article/publish', {
    category: 'art',
    title: 'Harbour at dawn',
    content: 'Three seconds of test pattern, for subscribers.',
    resource_type: RESOURCE_TYPE.video,
    article_type: ARTICLE_TYPE.subscription,
    subscription_ids: [planId],
    media: [uploadId],
  });
  const statusOf = async () =>
    (
      await cluster.admin.database.handle.db
        .select({ status: posts.status })
        .from(posts)
        .where(eq(posts.id, published.id))
    )[0]?.status;
  await waitUntil(
    async () => (await statusOf()) === REVIEW_STATUS.published,
    90_000,
    'the video post is published',
  );
  // The worker encoded it; the web processes (JOBS_IN_PROCESS=false) ran no job. The job counts
  // as done once pg-boss has it completed, a moment after its handler published the post.
  await waitUntil(
    async () => (await encodesDone(cluster.workers[0]!.metricsUrl)) === 1,
    10_000,
    "the worker's encode counted done",
  );
  for (const web of cluster.webProcesses) expect(await encodesDone(await metricsUrlOf(web.output))).toBe(0);
  return published.id;
}
