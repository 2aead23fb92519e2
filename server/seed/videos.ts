/**
 * The demo's video posts: a few seconds of an ffmpeg test pattern each, stored as a finished
 * upload would be and queued for the real processing job (posters, HLS renditions), which
 * publishes them once they are ready (REVIEW_MODE=auto). Without ffmpeg on PATH those posts stay
 * image posts: the demo seeds either way.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaStorage } from '../media/storage.ts';
import { runTool } from '../modules/media-processing/media-tools.ts';
import { videoKeys } from '../modules/media-processing/video-keys.ts';

/**
 * The moving patterns, one per video post: lavfi sources, cheap to make (a Mandelbrot zoom took
 * 19 s per video on a loaded 2-core machine, a gradient 6 s) and small to store.
 */
const PATTERNS = [
  'gradients=size=1280x720:rate=25:speed=0.02:type=radial:c0=#7c3aed:c1=#f472b6:c2=#0ea5e9',
  'gradients=size=1280x720:rate=25:speed=0.015:type=spiral:c0=#f59e0b:c1=#ef4444:c2=#1e1b4b',
  'gradients=size=1280x720:rate=25:speed=0.02:type=circular:c0=#10b981:c1=#0f172a:c2=#a78bfa',
  'gradients=size=1280x720:rate=25:speed=0.01:type=linear:c0=#0ea5e9:c1=#fde68a:c2=#db2777',
] as const;
const SECONDS = 8;

export interface SeedVideo {
  postIndex: number;
  publicId: string;
  originalKey: string;
  posterKey: string;
  posterBlurKey: string;
  bytes: number;
}

/** Whether ffmpeg runs here (Debian's package; docs/operations.md). */
export function ffmpegAvailable(): boolean {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: 10_000 });
  return probe.status === 0;
}

/** Renders and stores one video per post index; `publicIdOf` names its upload. */
export async function storeSeedVideos(
  storage: MediaStorage,
  postIndexes: readonly number[],
  publicIdOf: (postIndex: number) => string,
): Promise<SeedVideo[]> {
  const folder = await mkdtemp(join(tmpdir(), 'fanvault-seed-video-'));
  try {
    const videos: SeedVideo[] = [];
    for (const [i, postIndex] of postIndexes.entries()) {
      const file = join(folder, `${postIndex}.mp4`);
      await runTool(
        'ffmpeg',
        [
          ...['-v', 'error', '-y', '-f', 'lavfi', '-i', PATTERNS[i % PATTERNS.length]!],
          ...['-f', 'lavfi', '-i', `sine=frequency=${220 + 110 * i}`],
          ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
          ...['-c:a', 'aac', '-shortest', file],
        ],
        { timeoutMs: 120_000, maxMemoryMb: 2048 },
      );
      const bytes = await readFile(file);
      const publicId = publicIdOf(postIndex);
      const originalKey = `private/uploads/seed/${publicId}/original.mp4`;
      await storage.put(originalKey, bytes);
      const keys = videoKeys(publicId);
      videos.push({
        postIndex,
        publicId,
        originalKey,
        posterKey: keys.poster,
        posterBlurKey: keys.posterBlur,
        bytes: bytes.length,
      });
    }
    return videos;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
