/**
 * The creator academy (issue 22, spec §2 /official/academy, §4 six fixed videos): a start stores
 * the lessons' recordings and queues their encodes; app/academy lists the six lessons in order,
 * processing until the real job has made their HLS renditions, then playable by anyone (no
 * session, no media pass); a re-recorded lesson is encoded again, alone; a recording that cannot
 * be encoded answers failed. Short test patterns stand in for the recordings (an encode each
 * under a second); the committed recordings themselves are checked for what the issue asks of them.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_LESSONS, type AcademyAnswer } from '../../src/contract/academy.ts';
import { academyCall } from '../../src/contract/calls/app-academy.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { ACADEMY_SOURCE_DIR, provisionAcademy } from '../../server/seed/academy.ts';
import { makeVideo, run } from './helpers/videos.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let sources: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  sources = await mkdtemp(path.join(tmpdir(), 'fanvault-academy-'));
  await Promise.all(
    ACADEMY_LESSONS.map((id) => makeVideo(path.join(sources, `${id}.mp4`), 2, 320, 180, false)),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (sources) await rm(sources, { recursive: true, force: true });
});

const storage = () => createLocalDiskStorage(server.config.mediaDir);

async function lessons(): Promise<AcademyAnswer['list']> {
  const answer = (await server.call('app/academy')).body;
  expect(answer.status, answer.msg).toBe(1);
  return academyCall.response.parse(answer.data).list;
}

/** Runs every queued job now, as the server's runner would. */
async function runJobs() {
  const db = server.database.handle.db;
  await createJobRunner({
    queue: server.database.queue,
    pollMs: 20,
    handlers: buildJobHandlers({ db, config: server.config, storage: storage() }),
  }).runDue();
}

/** A media path fetched as a stranger would: no cookie, no token. */
const fetchAsStranger = (url: string) => fetch(new URL(url, server.baseUrl));

describe('app/academy', () => {
  it('lists the six lessons in order, processing until their recordings are stored and encoded', async () => {
    const list = await lessons();
    expect(list.map((lesson) => lesson.id)).toEqual([
      'publish',
      'plans',
      'pricing',
      'chat',
      'payouts',
      'safety',
    ]);
    expect(list.map((lesson) => lesson.title_id)).toEqual(
      ACADEMY_LESSONS.map((id) => `academy.lesson.${id}.title`),
    );
    for (const lesson of list)
      expect(lesson).toMatchObject({ status: 'processing', url: null, poster: null });

    const provision = await provisionAcademy(server.database.handle.db, storage(), sources);
    expect(provision).toEqual({ queued: [...ACADEMY_LESSONS], missing: [] });
    // Queued, not encoded: the start does not wait for them.
    expect((await lessons()).every((lesson) => lesson.status === 'processing')).toBe(true);
    // A second start finds nothing new.
    expect((await provisionAcademy(server.database.handle.db, storage(), sources)).queued).toEqual([]);
  });

  it('answers each lesson playable through HLS once processed, for anyone', async () => {
    await runJobs();
    const list = await lessons();
    expect(list).toHaveLength(6);
    for (const lesson of list) {
      expect(lesson).toMatchObject({ status: 'ready', video_time: 2, width: 320, height: 180 });
      // Signed for every viewer alike (`pub`): no media pass is asked for.
      expect(lesson.url).toMatch(
        /^\/media\/h\/\d+\/pub\/[\w-]+\/videos\/academy-[a-z]+-[0-9a-f]{16}\/hls\/master\.m3u8$/,
      );
      expect(lesson.poster).toMatch(
        /^\/media\/o\/videos\/academy-[a-z]+-[0-9a-f]{16}\/poster\.jpg\?exp=\d+&v=pub&sig=/,
      );
    }

    const lesson = list[0]!;
    const master = await fetchAsStranger(lesson.url!);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const playlist = await master.text();
    expect(playlist).toContain('#EXT-X-STREAM-INF');
    const rendition = playlist.split('\n').find((line) => line.endsWith('.m3u8'))!;
    const renditionUrl = new URL(rendition, new URL(lesson.url!, server.baseUrl));
    const media = await fetchAsStranger(renditionUrl.href);
    expect(media.status).toBe(200);
    const segment = (await media.text()).split('\n').find((line) => line.endsWith('.ts'))!;
    const segmentResponse = await fetchAsStranger(new URL(segment, renditionUrl).href);
    expect(segmentResponse.status).toBe(200);
    expect(segmentResponse.headers.get('content-type')).toBe('video/mp2t');
    const poster = await fetchAsStranger(lesson.poster!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  }, 120_000);

  it('encodes a re-recorded lesson again, alone, under a new address', async () => {
    const before = await lessons();
    await makeVideo(path.join(sources, 'chat.mp4'), 3, 320, 180, false);
    const provision = await provisionAcademy(server.database.handle.db, storage(), sources);
    expect(provision.queued).toEqual(['chat']);
    const waiting = await lessons();
    expect(waiting.find((lesson) => lesson.id === 'chat')).toMatchObject({ status: 'processing', url: null });
    expect(waiting.filter((lesson) => lesson.status === 'ready')).toHaveLength(5);

    await runJobs();
    const after = await lessons();
    const chat = after.find((lesson) => lesson.id === 'chat')!;
    expect(chat).toMatchObject({ status: 'ready', video_time: 3 });
    expect(chat.url).not.toBe(before.find((lesson) => lesson.id === 'chat')!.url);
    expect((await fetchAsStranger(chat.url!)).status).toBe(200);
  }, 120_000);

  it('answers failed for a recording that cannot be encoded', async () => {
    await writeFile(path.join(sources, 'safety.mp4'), Buffer.from('not a video at all'));
    expect((await provisionAcademy(server.database.handle.db, storage(), sources)).queued).toEqual([
      'safety',
    ]);
    await runJobs();
    const safety = (await lessons()).find((lesson) => lesson.id === 'safety');
    expect(safety).toMatchObject({ status: 'failed', url: null, poster: null });
  }, 60_000);
});

describe('the committed recordings (scripts/record-academy.ts)', () => {
  it.each(ACADEMY_LESSONS)('%s.mp4 is H.264 at 960x540, 20 to 45 s long, at most 1.5 MB', async (id) => {
    const file = path.join(ACADEMY_SOURCE_DIR, `${id}.mp4`);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file],
    ]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_name: string; width: number; height: number }[];
      format: { duration: string };
    };
    expect(probe.streams[0]).toEqual({ codec_name: 'h264', width: 960, height: 540 });
    const seconds = Number(probe.format.duration);
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(45);
    expect((await stat(file)).size).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });
});
