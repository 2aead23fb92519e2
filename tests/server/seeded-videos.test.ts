/**
 * The demo's video posts (server/seed/videos.ts): seeded as finished uploads waiting for their
 * job (ready_slice, out of every list), published by the real processing job with their
 * renditions, and playable by a visitor when free.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { postMedia, posts } from '../../server/db/schema.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { planSeed } from '../../server/seed/seed-plan.ts';
import { seedDatabase, type SeedSummary } from '../../server/seed/seed.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let seeded: SeedSummary;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  seeded = await seedDatabase(server.database.handle.db, {
    profile: 'test',
    storage: createLocalDiskStorage(server.config.mediaDir),
    videos: true,
  });
}, 120_000);
afterAll(async () => server?.close());

const videoPosts = () =>
  server.database.handle.db
    .select({ id: posts.id, status: posts.status, articleType: posts.articleType, hlsKey: postMedia.hlsKey })
    .from(posts)
    .innerJoin(postMedia, eq(postMedia.postId, posts.id))
    .where(eq(posts.resourceType, RESOURCE_TYPE.video));

async function feed() {
  const body = (await server.call('article/getList', { filter_by: 1, limit: 50 })).body;
  return getPostListCall.response.parse(body.data).list;
}

describe('the seed with video posts', () => {
  it('plans the full demo with free, subscription and pay-per-post videos, and none in tests unless asked', () => {
    const full = planSeed('full', new Date()).posts.filter((post) => post.video);
    expect(full.map((post) => post.articleType).sort()).toEqual(
      [ARTICLE_TYPE.free, ARTICLE_TYPE.free, ARTICLE_TYPE.subscription, ARTICLE_TYPE.buy].sort(),
    );
    expect(planSeed('test', new Date()).posts.filter((post) => post.video)).toHaveLength(1);
  });

  it('queues its video for processing, then the job publishes it with renditions a visitor can play', async () => {
    expect(seeded.videos).toBe(1);
    const [queued] = await videoPosts();
    expect(queued).toMatchObject({
      status: REVIEW_STATUS.readySlice,
      articleType: ARTICLE_TYPE.free,
      hlsKey: null,
    });
    expect((await feed()).map((post) => post.id)).not.toContain(queued!.id);

    const db = server.database.handle.db;
    const storage = createLocalDiskStorage(server.config.mediaDir);
    await createJobRunner({
      queue: server.database.queue,
      pollMs: 20,
      handlers: buildJobHandlers({ db, config: server.config, storage }),
    }).runDue();

    const [done] = await videoPosts();
    expect(done!.status).toBe(REVIEW_STATUS.published);
    expect(done!.hlsKey).toMatch(/hls\/master\.m3u8$/);
    const shown = (await feed()).find((post) => post.id === done!.id);
    expect(shown?.url[0]?.video_time).toBe(8);
    const path = (await server.call('article/getVideoRealPath', { id: done!.id })).body;
    expect(path.msg).toBe('');
    const playlist = await fetch(`${server.baseUrl}${(path.data as { url: string }).url}`);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXT-X-STREAM-INF');
  }, 180_000);
});
