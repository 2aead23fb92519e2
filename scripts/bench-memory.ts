/**
 * `npm run bench:memory [-- --label "..."] [-- --rounds 3] [-- --settle 30] [-- --app-dir DIR]
 * [-- --no-write]`: the server's resident memory (issue 24: at most 450 MB after the first start
 * and seed, 512 MB at peak under uploads; with PostgreSQL at most 300 MB idle per web process).
 *
 * Starts the server as `tsx server/main.ts` does (Node with tsx's loader; NODE_ENV=development,
 * the demo's videos and academy as `npm start` has them) on a new DATA_DIR, or on a new PostgreSQL
 * database when DATABASE_URL is set (created, then dropped), and reads its VmRSS and VmHWM from
 * /proc: when it first answers, after `--settle` seconds more (its background video jobs), then
 * during an upload corpus sent as a signed-in demo creator through the public upload calls
 * (photos up to 12 megapixels in JPEG, PNG, WebP and animated GIF, and malformed ones: cut short,
 * random bytes behind a JPEG header, a 0 x 0 GIF, a 50,000 x 50,000 PNG header; `--rounds` times,
 * four at once, then a video), sampled every 100 ms; then after a restart on the same data. Prints
 * the figures and adds a row to docs/benchmarks.md ("Memory") with the load average, since the
 * machine is shared. `--app-dir` measures another checkout (a clone of an older commit, its
 * node_modules linked) with this script. A benchmark, not a test: `npm test` does not run it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { DEVELOPMENT_KEYS } from '../src/contract/envelope.ts';
import { uploadSign } from '../server/modules/uploads/uploads.service.ts';
import { callProcess } from '../tests/server/helpers/server-process.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { REPO_ROOT } from './lib/production-build.ts';
import { freePort } from './lib/free-port.ts';

const { values: options } = parseArgs({
  options: {
    label: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    settle: { type: 'string', default: '30' },
    'app-dir': { type: 'string', default: REPO_ROOT },
    'no-write': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const settleMs = Number(options.settle) * 1000;
const appDir = path.resolve(options['app-dir']);
const adminUrl = process.env.DATABASE_URL;
const MB = 1024;

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / MB), hwm: Math.round(kb('VmHWM') / MB) };
}

interface Server {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The settings `npm start` puts before its command in package.json (the C library's allocator:
 * MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_), so the server measured allocates as `npm start`'s does.
 */
function settingsOfNpmStart(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const prefix = /^((?:[A-Z_]+=\S+\s+)*)/.exec(scripts.start ?? '')?.[1] ?? '';
  return Object.fromEntries(
    prefix
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=', 2)),
  );
}

/** The server as `tsx server/main.ts` runs it (tsx's CLI runs Node with this loader), once it answers. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: appDir,
    env: {
      ...process.env,
      ...settingsOfNpmStart(),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(`${baseUrl}/livez`).catch(() => undefined);
    if (answer?.ok) break;
    await sleep(250);
  }
  return {
    child,
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** The short commit of a checkout, naming the build measured. */
function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Photo-like noise of width x height in `format`. */
function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .toFormat(format)
    .toBuffer();
}

/** The corpus: real photos of several kinds and sizes, and files a fuzzer would send. */
async function uploadCorpus(): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  const jpeg = await photo(4000, 3000, 'jpeg');
  const gif = await sharp(await photo(600, 400, 'png'))
    .gif()
    .toBuffer();
  const zeroGif = Buffer.from(
    '474946383961000000008000000000000000002c00000000010001000002024401003b',
    'hex',
  );
  const hugePng = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.from([0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50, 8, 2, 0, 0, 0]),
    randomBytes(4096),
  ]);
  return [
    { name: 'photo.jpg', type: 'image/jpeg', bytes: jpeg },
    { name: 'photo.png', type: 'image/png', bytes: await photo(2400, 1600, 'png') },
    { name: 'photo.webp', type: 'image/webp', bytes: await photo(3000, 2000, 'webp') },
    { name: 'small.jpg', type: 'image/jpeg', bytes: await photo(800, 600, 'jpeg') },
    { name: 'anim.gif', type: 'image/gif', bytes: gif },
    { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, jpeg.length >> 1) },
    {
      name: 'noise.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg.subarray(0, 4), randomBytes(500_000)]),
    },
    { name: 'zero.gif', type: 'image/gif', bytes: zeroGif },
    { name: 'huge.png', type: 'image/png', bytes: hugePng },
  ];
}

async function uploadImage(
  baseUrl: string,
  token: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  form.set('sign', uploadSign(timestamp, token, DEVELOPMENT_KEYS));
  form.set('cover', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/api/upload/image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/** A 12 MB video through the single-part flow (sign, PUT, complete), as the app sends a short one. */
async function uploadVideo(baseUrl: string, token: string) {
  const bytes = randomBytes(12 * 1024 * 1024);
  Buffer.from('00000018667479706973666d00000200', 'hex').copy(bytes, 0);
  const signed = async (urlPath: string, fields: Record<string, unknown>) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ timestamp, sign: uploadSign(timestamp, token, DEVELOPMENT_KEYS), ...fields }),
    });
    return (await response.json()) as { code: number; data: Record<string, unknown> };
  };
  const start = await signed('/api/upload/video/sign', {
    total: bytes.length,
    file_hash: createHash('sha256').update(bytes).digest('hex'),
    file_name: 'clip.mp4',
    file_type: 'video/mp4',
  });
  const slices = (start.data?.slices ?? []) as { number: number; signature: string }[];
  const tags = [];
  for (const slice of slices) {
    const put = await fetch(new URL(slice.signature, baseUrl), { method: 'PUT', body: bytes });
    await put.arrayBuffer();
    tags.push({ number: slice.number, e_tag: put.headers.get('etag') ?? '' });
  }
  await signed('/api/upload/multipart/complete', {
    upload_name: start.data?.UploadName,
    upload_id: start.data?.uploadId,
    slice_tag: tags,
  });
}

/** The largest VmRSS seen every 100 ms while `work` runs. */
async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = memoryOf(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, memoryOf(pid).rss);
}

async function freshDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!adminUrl) return { env: {}, drop: async () => undefined };
  const name = `fanvault_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const load = loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-memory-'));
  const database = await freshDatabase();
  const env = { DATA_DIR: dataDir, UPLOADS_PER_HOUR: '100000', ...database.env };
  try {
    const first = await startServer(env);
    const pid = first.child.pid!;
    const started = memoryOf(pid);
    await sleep(settleMs);
    const settled = memoryOf(pid);
    const login = await callProcess(first, 'account/loginByPassword', {
      account: 'mayafit',
      password: 'creator-password-1',
    });
    const token = (login.data as { token: string }).token;
    const corpus = await uploadCorpus();
    const statuses = new Map<number, number>();
    const peak = await peakDuring(pid, async () => {
      for (let round = 0; round < rounds; round += 1) {
        for (let i = 0; i < corpus.length; i += 4) {
          const answers = await Promise.all(
            corpus.slice(i, i + 4).map((file) => uploadImage(first.baseUrl, token, file)),
          );
          for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }
      await uploadVideo(first.baseUrl, token);
    });
    const afterUploads = memoryOf(pid);
    await first.stop();
    const second = await startServer(env);
    await sleep(settleMs);
    const restarted = memoryOf(second.child.pid!);
    await second.stop();
    const endLoad = loadavg()[0]!.toFixed(1);
    const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
    const row = [
      new Date().toISOString().slice(0, 10),
      options.label ?? commitOf(appDir),
      adminUrl ? 'PostgreSQL' : 'PGlite',
      `${started.rss} / ${settled.rss} MB`,
      `${settled.hwm} MB`,
      `${peak} MB (peak ${afterUploads.hwm} MB)`,
      `${restarted.rss} MB`,
      `${rounds * corpus.length} images (${answered}), 1 video`,
      `${load} → ${endLoad}`,
    ];
    console.log(`\nbench:memory: ${row.join('  ')}`);
    if (options['no-write']) return;
    const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
    const updated = appendTableRows(
      readFileSync(file, 'utf8'),
      'bench-memory',
      {
        heading: 'Memory (`npm run bench:memory`)',
        intro: 'The server process’s resident memory, from /proc (scripts/bench-memory.ts says how).',
        columns: [
          'date',
          'build',
          'database',
          `first start: RSS when it answers / ${settleMs / 1000} s later`,
          'first start: peak (VmHWM)',
          'uploads: largest RSS sampled (VmHWM)',
          `restart: RSS ${settleMs / 1000} s after`,
          'corpus',
          'load',
        ],
      },
      [row],
    );
    const config = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
    console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:memory:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
