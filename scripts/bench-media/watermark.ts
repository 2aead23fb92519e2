/**
 * The invisible mark (issue 26, "Leaks traced to the viewer"), through the functions the server
 * uses: the CPU a first serve of a marked 1920 x 1280 photo costs (read the original, mark,
 * encode, keep: createMarkedImages on local disk) and a cached serve; the PSNR of the marked
 * pictures; the share of leaked copies whose mark is read back (JPEG 70, 50 %, 10 % crops,
 * screenshots at 75 % and 130 % as PNG, and all of crop, 50 % and JPEG 70 at once, in turn) and
 * the false matches on unmarked photo-like pictures of several sizes, as taken and as leaked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { createMarkedImages } from '../../server/media/watermark/marked-images.ts';
import type { VisibleMarkDrawing } from '../../server/media/watermark/visible.ts';
import { createWatermarker } from '../../server/media/watermark/watermark.ts';
import { LEAK_KINDS, leakedCopy, photoLike } from '../../tests/fixtures/photo-corpus.ts';

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const quantile = (list: number[], q: number) =>
  sorted(list)[Math.min(list.length - 1, Math.floor(list.length * q))]!;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function psnrOf(original: Buffer, marked: Buffer): Promise<number> {
  const a = await sharp(original).raw().toBuffer();
  const b = await sharp(marked).raw().toBuffer();
  let squares = 0;
  for (let i = 0; i < a.length; i += 1) squares += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / a.length));
}

/** The creator's visible mark at its heaviest: repeated over the whole picture, 60 % opaque. */
const TILED: VisibleMarkDrawing = {
  text: '@viewer1234567 · fanvault.example',
  placement: 'tiled',
  opacity: 60,
};
const CORNER: VisibleMarkDrawing = { ...TILED, placement: 'bottom-right' };

/**
 * CPU per first and cached serve of a marked 1920 x 1280 JPEG, `runs` viewers each; with a
 * `visible` mark too when given (drawn first, as the server does).
 */
async function serveCost(runs: number, visible: VisibleMarkDrawing | null = null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-mark-'));
  try {
    const storage = createLocalDiskStorage(path.join(dir, 'media'));
    const key = 'private/posts/bench/original.jpg';
    await storage.put(key, await photoLike(1));
    const marks = createMarkedImages({
      storage,
      watermarker: createWatermarker(Buffer.alloc(32, 1)),
      postOf: () => Promise.resolve({ postId: 42, authorId: 1 }),
      visibleMarkOf: () => Promise.resolve(visible),
      cacheDir: path.join(dir, 'cache'),
      cacheBytes: 1024 ** 3,
    });
    for (let i = 0; i < 5; i += 1) await marks.open(key, 1_000_000 + i); // warm-up, not counted
    const first: number[] = [];
    const cached: number[] = [];
    for (let viewer = 2; viewer < 2 + runs; viewer += 1) {
      let since = process.cpuUsage();
      await marks.open(key, viewer);
      first.push(cpuMs(since));
      since = process.cpuUsage();
      await marks.open(key, viewer);
      cached.push(cpuMs(since));
    }
    return { first, cached };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchWatermark(copies: number, unmarked: number, runs: number) {
  const { first, cached } = await serveCost(runs);
  const corner = await serveCost(runs, CORNER);
  const tiled = await serveCost(runs, TILED);
  const watermarker = createWatermarker(Buffer.alloc(32, 7));
  const psnr: number[] = [];
  const readMs: number[] = [];
  const missedByKind = new Map<string, number>();
  let recovered = 0;
  let visibleCopies = 0;
  let visibleRecovered = 0;
  for (let i = 0; i < copies; i += 1) {
    const photo = await photoLike(10_000 + i);
    const payload = { viewerId: 1 + ((i * 7919) % 16_000_000), postId: 1 + ((i * 104_729) % 16_000_000) };
    // Every fourth copy also carries the heaviest visible mark (tiled, 60 %), drawn first.
    const withVisible = i % 4 === 3;
    const served = (await watermarker.mark(photo, 'image/jpeg', payload, withVisible ? TILED : null))!;
    if (i % 10 === 0) psnr.push(await psnrOf(photo, served));
    const kind = LEAK_KINDS[i % LEAK_KINDS.length]!;
    const copy = await leakedCopy(served, kind);
    const started = performance.now();
    const found = await watermarker.read(copy);
    readMs.push(performance.now() - started);
    const hit = found?.viewerId === payload.viewerId && found.postId === payload.postId;
    if (withVisible) {
      visibleCopies += 1;
      if (hit) visibleRecovered += 1;
    }
    if (hit) recovered += 1;
    else missedByKind.set(kind, (missedByKind.get(kind) ?? 0) + 1);
  }
  const sizes = [
    [1920, 1280],
    [1280, 1280],
    [1080, 1350],
    [960, 640],
  ] as const;
  let falseMatches = 0;
  for (let i = 0; i < unmarked; i += 1) {
    const [width, height] = sizes[i % sizes.length]!;
    const photo = await photoLike(50_000 + i, width, height);
    const copy = i % 3 === 0 ? photo : await leakedCopy(photo, LEAK_KINDS[i % LEAK_KINDS.length]!);
    if (await watermarker.read(copy)) falseMatches += 1;
  }
  return {
    first: { median: quantile(first, 0.5), p95: quantile(first, 0.95) },
    cached: { median: quantile(cached, 0.5), p95: quantile(cached, 0.95) },
    firstCorner: { median: quantile(corner.first, 0.5), p95: quantile(corner.first, 0.95) },
    firstTiled: { median: quantile(tiled.first, 0.5), p95: quantile(tiled.first, 0.95) },
    visibleRecovered,
    visibleCopies,
    psnr: { min: Math.min(...psnr), median: quantile(psnr, 0.5) },
    read: { median: quantile(readMs, 0.5), p95: quantile(readMs, 0.95) },
    recovered,
    copies,
    missedByKind,
    falseMatches,
    unmarked,
  };
}
