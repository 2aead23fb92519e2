/**
 * Video processing (server/modules/media-processing) with the real ffmpeg, on videos made at test
 * time: the poster and its blurred preview, HLS renditions of 6 s segments under a master playlist
 * with relative URIs, renditions never larger than the source, and broken files refused with a
 * reason instead of a crash.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type MediaStorage } from '../../server/media/storage.ts';
import { parseMediaPlaylist } from '../../server/modules/media-processing/hls-playlists.ts';
import { renditionsFor } from '../../server/modules/media-processing/renditions.ts';
import { VideoUnreadable } from '../../server/modules/media-processing/video-errors.ts';
import { processVideo, type VideoStage } from '../../server/modules/media-processing/video-processing.ts';
import { makeVideo, run } from './helpers/videos.ts';

const limits = { timeoutMs: 120_000, maxMemoryMb: 2048 };

let dir: string;
let storage: MediaStorage;

/** Puts a file where an upload leaves its original, as the upload endpoints would. */
async function storedUpload(publicId: string, bytes: Buffer, extension = 'mp4') {
  const originalKey = `private/uploads/1/${publicId}/original.${extension}`;
  await storage.put(originalKey, bytes);
  return { publicId, originalKey };
}

const readStored = async (key: string) => {
  const object = await storage.open(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const video720 = () => path.join(dir, 'hd.mp4');
const video360 = () => path.join(dir, 'sd.mp4');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fanvault-video-test-'));
  storage = createLocalDiskStorage(path.join(dir, 'media'));
  await Promise.all([makeVideo(video720(), 7, 1280, 720), makeVideo(video360(), 4, 640, 360, false)]);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renditions', () => {
  it('never enlarge the source', () => {
    const sizes = (w: number, h: number) =>
      renditionsFor(w, h).map((r) => `${r.name}:${r.width}x${r.height}`);
    expect(sizes(1920, 1080)).toEqual(['360p:640x360', '720p:1280x720']);
    expect(sizes(1280, 720)).toEqual(['360p:640x360', '720p:1280x720']);
    expect(sizes(960, 540)).toEqual(['360p:640x360', '720p:960x540']);
    expect(sizes(640, 360)).toEqual(['360p:640x360']);
    expect(sizes(320, 180)).toEqual(['360p:320x180']);
    expect(sizes(720, 1280)).toEqual(['360p:360x640', '720p:720x1280']);
  });
});

describe('processVideo', () => {
  it('makes a poster, its blurred preview and 360p and 720p HLS in 6 s segments from a 720p video', async () => {
    const upload = await storedUpload('0b5c7a7e-1111-4c2b-9d1e-000000000720', await readFile(video720()));
    const stages: VideoStage[] = [];
    const result = await processVideo(upload, {
      storage,
      limits,
      onStage: async (stage) => void stages.push(stage),
    });
    expect(stages).toEqual(['slicing', 'codec']);
    expect(result.durationSeconds).toBeCloseTo(7, 0);
    expect([result.width, result.height]).toEqual([1280, 720]);
    const base = `private/videos/${upload.publicId}`;
    expect(result.masterKey).toBe(`${base}/hls/master.m3u8`);
    expect(result.posterKey).toBe(`${base}/poster.jpg`);
    expect(result.blurKey).toBe(`public/videos/${upload.publicId}/poster-blur.webp`);

    const poster = await sharp((await readStored(result.posterKey))!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 1280, 720]);
    const blur = await sharp((await readStored(result.blurKey))!).metadata();
    expect(blur.format).toBe('webp');
    expect(Math.max(blur.width, blur.height)).toBe(32);

    const master = (await readStored(result.masterKey))!.toString('utf8');
    expect(master.startsWith('#EXTM3U')).toBe(true);
    const uris = master.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(uris).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('RESOLUTION=1280x720');
    expect(master).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);

    for (const [name, width, height] of [
      ['360p', 640, 360],
      ['720p', 1280, 720],
    ] as const) {
      const playlist = parseMediaPlaylist(
        (await readStored(`${base}/hls/${name}/index.m3u8`))!.toString('utf8'),
      );
      expect(playlist.ended).toBe(true);
      expect(playlist.targetDuration).toBe(6);
      expect(playlist.segments.map((s) => s.uri)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
      const durations = playlist.segments.map((s) => s.duration);
      expect(durations[0]).toBeCloseTo(6, 1);
      expect(durations[1]).toBeCloseTo(1, 1);
      expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(7, 0);
      // Each segment exists, is MPEG-TS (sync byte 0x47 every 188 bytes) and holds this size.
      const segment = (await readStored(`${base}/hls/${name}/seg_00001.ts`))!;
      expect(segment[0]).toBe(0x47);
      expect(segment[188]).toBe(0x47);
      const segmentFile = path.join(dir, `${name}-seg.ts`);
      await writeFile(segmentFile, segment);
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
        ...['-of', 'csv=p=0', segmentFile],
      ]);
      expect(stdout.trim().split(/\s+/)[0]).toBe(`${width},${height}`);
    }
  }, 180_000);

  it('makes 360p only from a 640x360 video, and no audio codec for a silent one', async () => {
    const upload = await storedUpload('0b5c7a7e-2222-4c2b-9d1e-000000000360', await readFile(video360()));
    const result = await processVideo(upload, { storage, limits });
    expect(result.renditions.map((r) => r.name)).toEqual(['360p']);
    expect(result.durationSeconds).toBeCloseTo(4, 0);
    const master = (await readStored(result.masterKey))!.toString('utf8');
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).not.toContain('720p');
    expect(master).toContain('CODECS="avc1.4d4028"');
    const playlist = parseMediaPlaylist(
      (await readStored(`private/videos/${upload.publicId}/hls/360p/index.m3u8`))!.toString('utf8'),
    );
    expect(playlist.segments).toHaveLength(1);
    expect(playlist.segments[0]!.duration).toBeCloseTo(4, 0);
    const poster = await sharp((await readStored(result.posterKey))!).metadata();
    expect([poster.width, poster.height]).toEqual([640, 360]);
    expect(await readStored(`private/videos/${upload.publicId}/hls/720p/index.m3u8`)).toBeNull();
  }, 120_000);

  it('refuses a JPEG named .mp4 and a truncated MP4 with a reason, storing nothing', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const whole = await readFile(video360());
    const cases = [
      { id: '0b5c7a7e-3333-4c2b-9d1e-00000000jpeg', bytes: jpeg },
      { id: '0b5c7a7e-4444-4c2b-9d1e-00000000half', bytes: whole.subarray(0, Math.floor(whole.length / 2)) },
      { id: '0b5c7a7e-5555-4c2b-9d1e-0000000empty', bytes: Buffer.from('not a video at all') },
    ];
    for (const { id, bytes } of cases) {
      const upload = await storedUpload(id, bytes);
      const error = await processVideo(upload, { storage, limits }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error, id).toBeInstanceOf(VideoUnreadable);
      expect((error as Error).message).toMatch(/^The file is not a video that can be processed: .+/);
      expect(await storage.open(`private/videos/${id}/hls/master.m3u8`)).toBeNull();
      expect(await storage.open(`public/videos/${id}/poster-blur.webp`)).toBeNull();
    }
  }, 60_000);

  it('refuses a missing original', async () => {
    await expect(
      processVideo(
        { publicId: 'x', originalKey: 'private/uploads/1/nothing/original.mp4' },
        { storage, limits },
      ),
    ).rejects.toBeInstanceOf(VideoUnreadable);
  });

  it('stops ffmpeg when the job is stopped', async () => {
    const upload = await storedUpload('0b5c7a7e-6666-4c2b-9d1e-0000000abort', await readFile(video720()));
    const controller = new AbortController();
    const started = Date.now();
    const pending = processVideo(upload, {
      storage,
      limits,
      signal: controller.signal,
      onStage: async (stage) => {
        if (stage === 'codec') setTimeout(() => controller.abort(), 200);
      },
    });
    await expect(pending).rejects.toThrow(/was stopped/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await storage.open(`private/videos/${upload.publicId}/hls/master.m3u8`)).toBeNull();
  }, 60_000);
});
