/**
 * `npm run bench:media [-- --seconds 30] [-- --runs 3]`: the cost of media processing on this
 * machine, as the server runs it. Video: a 1280x720 24 fps test pattern with a tone, made by
 * ffmpeg, goes through processVideo (probe, poster and preview, 360p and 720p HLS) against local
 * disk storage; reported as the video's length over the time taken (x real time; above 1 the
 * encode keeps up with playback). Images: a 12-megapixel (4000x3000) JPEG with photo-like noise
 * goes through processImage (the original re-encoded, WebP and JPEG at 480/960/1920, the blurred
 * preview); reported as the median time per photo. Prints Markdown rows for docs/benchmarks.md
 * ("Media processing"). Uploads: a 200 MiB video through the real multipart upload over loopback
 * against a plain disk write of the same bytes (bench-media/upload-throughput.ts). Client decrypt:
 * an encrypted original decrypted into a Blob URL with Web Crypto in Chromium, median and p95 of
 * 50 (bench-media/client-decrypt.ts). Invisible mark (bench-media/watermark.ts): CPU of a first
 * and a cached serve of a marked 1920 px photo (median of 20 viewers), PSNR, recovery from
 * `--copies` leaked copies (200) and false matches on `--unmarked` pictures (1,000). `--only
 * decrypt,image` runs some of them (video, image, upload, decrypt, watermark). A benchmark, not a
 * test: `npm test` does not run it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import sharp from 'sharp';
import { createLocalDiskStorage } from '../server/media/storage.ts';
import { processVideo } from '../server/modules/media-processing/video-processing.ts';
import { processImage } from '../server/modules/uploads/image-processing.ts';
import { benchClientDecrypt } from './bench-media/client-decrypt.ts';
import { benchUploadThroughput } from './bench-media/upload-throughput.ts';
import { benchWatermark } from './bench-media/watermark.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'video,image,upload,decrypt,watermark' },
    copies: { type: 'string', default: '200' },
    unmarked: { type: 'string', default: '1000' },
  },
});
const only = new Set(values.only.split(','));
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function benchVideo(dir: string) {
  const source = path.join(dir, 'source.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=duration=${seconds}:size=1280x720:rate=24`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'fast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ],
    source,
  ]);
  const storage = createLocalDiskStorage(path.join(dir, 'media'));
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const publicId = `bench-${i}`;
    const originalKey = `private/uploads/1/${publicId}/original.mp4`;
    await storage.put(originalKey, readFileSync(source));
    const started = performance.now();
    await processVideo(
      { publicId, originalKey },
      { storage, limits: { timeoutMs: 3_600_000, maxMemoryMb: 2048 } },
    );
    times.push((performance.now() - started) / 1000);
  }
  return { seconds: median(times), realTime: seconds / median(times) };
}

async function benchImage() {
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 140, b: 110 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  await processImage(photo, 'jpeg', 40_000_000); // warm-up (libvips start-up), not counted
  const times: number[] = [];
  for (let i = 0; i < Math.max(runs, 5); i += 1) {
    const started = performance.now();
    await processImage(photo, 'jpeg', 40_000_000);
    times.push(performance.now() - started);
  }
  return { ms: median(times), megabytes: photo.length / 1024 / 1024 };
}

const dir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-media-'));
try {
  const loadBefore = loadavg()[0]!;
  const video = only.has('video') ? await benchVideo(dir) : undefined;
  const image = only.has('image') ? await benchImage() : undefined;
  const upload = only.has('upload') ? await benchUploadThroughput(runs) : undefined;
  const decrypt = only.has('decrypt') ? await benchClientDecrypt(50) : undefined;
  const mark = only.has('watermark')
    ? await benchWatermark(Number(values.copies), Number(values.unmarked), 20)
    : undefined;
  const load = `load ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`;
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${load}`;
  const date = new Date().toISOString().slice(0, 10);
  console.log(`Machine: ${machine}; ${date}; median of ${runs} runs (client decrypt: of 50)\n`);
  console.log('| Measure | Result |');
  console.log('| --- | --- |');
  if (video) {
    console.log(
      `| 720p video, ${seconds} s: probe, poster, 360p + 720p HLS | ${video.seconds.toFixed(1)} s, ${video.realTime.toFixed(2)}x real time |`,
    );
  }
  if (image) {
    console.log(
      `| 12-megapixel JPEG (${image.megabytes.toFixed(1)} MB): original, 6 sizes, preview | ${image.ms.toFixed(0)} ms per photo |`,
    );
  }
  if (upload) {
    console.log(
      `| ${upload.megabytes} MiB video upload over loopback (multipart, 50 MiB parts) | ${upload.upload.toFixed(0)} MiB/s, against ${upload.disk.toFixed(0)} MiB/s raw disk write (${((100 * upload.upload) / upload.disk).toFixed(0)} %) |`,
    );
  }
  for (const row of decrypt ?? []) {
    const size = `${(row.bytes / 1024).toFixed(0)} KB`;
    console.log(
      `| Client decrypt, ${row.label} (${size}), Chromium Web Crypto, to a Blob URL | median ${row.client.median.toFixed(1)} ms, p95 ${row.client.p95.toFixed(1)} ms (server encrypt: median ${row.server.median.toFixed(1)} ms, p95 ${row.server.p95.toFixed(1)} ms) |`,
    );
  }
  if (mark) {
    const missed = [...mark.missedByKind].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none';
    console.log(
      `| Marked 1920x1280 JPEG, first serve (read, mark, encode, keep) | CPU median ${mark.first.median.toFixed(1)} ms, p95 ${mark.first.p95.toFixed(1)} ms |`,
    );
    console.log(
      `| Same, with the visible mark in a corner / tiled at 60 % (drawn first) | CPU median ${mark.firstCorner.median.toFixed(1)} / ${mark.firstTiled.median.toFixed(1)} ms, p95 ${mark.firstCorner.p95.toFixed(1)} / ${mark.firstTiled.p95.toFixed(1)} ms |`,
    );
    console.log(
      `| Marked image, cached serve | CPU median ${mark.cached.median.toFixed(2)} ms, p95 ${mark.cached.p95.toFixed(2)} ms |`,
    );
    console.log(
      `| Mark PSNR | min ${mark.psnr.min.toFixed(1)} dB, median ${mark.psnr.median.toFixed(1)} dB |`,
    );
    console.log(
      `| Mark recovered from leaked copies | ${mark.recovered} / ${mark.copies} (${((100 * mark.recovered) / mark.copies).toFixed(1)} %; missed: ${missed}); read median ${mark.read.median.toFixed(0)} ms, p95 ${mark.read.p95.toFixed(0)} ms |`,
    );
    console.log(
      `| Of them, under a tiled visible mark at 60 % | ${mark.visibleRecovered} / ${mark.visibleCopies} |`,
    );
    console.log(`| False matches on unmarked pictures | ${mark.falseMatches} / ${mark.unmarked} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
