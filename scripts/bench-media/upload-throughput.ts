/**
 * Upload throughput over loopback, as the app uploads a video: a real server (PGlite, local disk
 * storage) and real HTTP, the multipart flow (start, parts of 52428800 bytes PUT one after another
 * as src/api/upload-video.ts sends them, complete), against writing the same bytes to the same
 * disk with one writeFile and fsync. Both in MiB/s, the median of `runs`.
 */
import { open, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp } from '../../tests/server/helpers/accounts.ts';
import { startTestServer } from '../../tests/server/helpers/test-server.ts';
import {
  SLICE,
  completeUpload,
  fakeMp4,
  putTo,
  sliceOf,
  startUpload,
} from '../../tests/server/helpers/video-uploads.ts';

const MIB = 1024 * 1024;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function rawDiskWrite(dir: string, bytes: Uint8Array): Promise<number> {
  const file = path.join(dir, `raw-${Date.now()}.bin`);
  const started = performance.now();
  const handle = await open(file, 'w');
  await handle.writeFile(bytes);
  await handle.sync();
  await handle.close();
  const seconds = (performance.now() - started) / 1000;
  await rm(file);
  return bytes.length / MIB / seconds;
}

export async function benchUploadThroughput(runs: number, slices = 4) {
  const server = await startTestServer({
    seed: false,
    env: { UPLOAD_VIDEO_MAX_BYTES: String(16 * SLICE), UPLOADS_PER_HOUR: '1000' },
  });
  const scratch = await mkdtemp(path.join(tmpdir(), 'fanvault-bench-disk-'));
  try {
    const { token } = (await signUp(server)).login;
    const uploads: number[] = [];
    const disk: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A new file each run: the server resumes a session by hash, which would skip the parts.
      const file = fakeMp4(slices * SLICE - 12_345);
      const started = performance.now();
      const start = await startUpload(server, token, file);
      if (start.status !== 200 || start.code !== 1) throw new Error(`start refused: ${start.msg}`);
      const tags: { number: number; e_tag: string }[] = [];
      for (const slice of start.data.slices) {
        const put = await putTo(server, slice.signature, sliceOf(file, slice.number));
        if (put.status !== 200) throw new Error(`part ${slice.number} refused: ${put.status} ${put.msg}`);
        tags.push({ number: slice.number, e_tag: put.etag });
      }
      const done = await completeUpload(server, token, start.data, tags);
      if (done.code !== 1) throw new Error(`complete refused: ${done.msg}`);
      uploads.push(file.length / MIB / ((performance.now() - started) / 1000));
      disk.push(await rawDiskWrite(scratch, file));
    }
    return { megabytes: (slices * SLICE) / MIB, upload: median(uploads), disk: median(disk) };
  } finally {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
