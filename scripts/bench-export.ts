/**
 * `npm run bench:export [-- --posts 1000] [-- --gb 10] [-- --label "..."] [-- --no-write]`: a
 * creator's data export (issue 26: "ready within minutes for a creator with 1,000 posts and 10 GB
 * of media, streamed, memory bounded: measured"). On embedded PGlite and the local-disk storage in
 * a temporary folder: a creator with `--posts` published posts, each with one stored original of
 * `--gb` / `--posts` gigabytes (a repeated pattern: the archive stores media without compressing,
 * so the bytes' content costs nothing either way), a plan, and a comment and a message per post.
 * Then the export job's own steps (export-contents.ts, export-archive.ts) build the ZIP into the
 * storage, measured: wall time, the process's peak RSS (and its RSS before), the archive's size;
 * the archive's entries are counted back from its central directory. Prints the figures and adds
 * them to docs/benchmarks.md with the load average. A benchmark, not a test.
 */
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { loadServerMessages } from '../server/i18n/messages.ts';
import {
  chatConversations,
  chatMessages,
  comments,
  postMedia,
  posts,
  subscriptionPlans,
  users,
} from '../server/db/schema.ts';
import { createLocalDiskStorage } from '../server/media/storage.ts';
import { writeExportArchive } from '../server/modules/data-exports/export-archive.ts';
import { exportContentsOf } from '../server/modules/data-exports/export-contents.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { REPO_ROOT } from './lib/production-build.ts';

const { values: options } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000' },
    gb: { type: 'string', default: '10' },
    label: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const postCount = Number(options.posts);
const gigabytes = Number(options.gb);
if (!Number.isInteger(postCount) || postCount < 1) throw new Error('--posts takes a whole number from 1');
if (!(gigabytes > 0)) throw new Error('--gb takes a number above 0');
const fileBytes = Math.floor((gigabytes * 1e9) / postCount);

/** Writes `bytes` of a repeated 1 MiB pattern to `file`. */
async function writeFile(file: string, bytes: number, chunk: Buffer) {
  const out = createWriteStream(file);
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!out.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The ZIP's entry count, read from its end of central directory (ZIP64's when there is one). */
async function entryCount(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 65_557));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const zip64 = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]));
    if (zip64 >= 0) return Number(tail.readBigUInt64LE(zip64 + 32));
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    return tail.readUInt16LE(end + 10);
  } finally {
    await handle.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-export-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const database = await openDatabase({ databaseUrl: '', pgliteDir: config.pgliteDir });
  await database.migrate();
  const db = database.db;
  const storage = createLocalDiskStorage(config.mediaDir);
  try {
    const [creator] = await db
      .insert(users)
      .values({
        aff: 900001,
        username: 'benchcreator',
        email: 'bench-creator@example.org',
        nickname: 'Bench',
        role: 3,
        authStatus: 1,
      })
      .returning({ id: users.id });
    const [fan] = await db
      .insert(users)
      .values({ aff: 900002, username: 'benchfan', email: 'bench-fan@example.org', nickname: 'Fan' })
      .returning({ id: users.id });
    const [conversation] = await db
      .insert(chatConversations)
      .values({ userAId: creator!.id, userBId: fan!.id })
      .returning({ id: chatConversations.id });
    await db.insert(subscriptionPlans).values({
      userId: creator!.id,
      name: 'Gold',
      content: 'Every post',
      priceCents: 999,
      expireDays: 30,
      unlockDays: 1000,
      position: 0,
    });
    const chunk = Buffer.alloc(1 << 20);
    for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) & 0xff;
    const started = performance.now();
    for (let n = 0; n < postCount; n++) {
      const key = `private/posts/bench/${n}.jpg`;
      const file = path.join(config.mediaDir, ...key.split('/'));
      if (n === 0) mkdirSync(path.dirname(file), { recursive: true });
      await writeFile(file, fileBytes, chunk);
      const [post] = await db
        .insert(posts)
        .values({
          userId: creator!.id,
          title: `Post ${n}`,
          content: `The text of post ${n}.`,
          articleType: 3,
          status: 2,
        })
        .returning({ id: posts.id });
      await db.insert(postMedia).values({
        postId: post!.id,
        position: 0,
        originalKey: key,
        blurKey: `public/previews/bench/${n}.webp`,
        width: 1920,
        height: 1080,
      });
      await db.insert(comments).values({ postId: post!.id, userId: creator!.id, content: `Comment ${n}` });
      await db.insert(chatMessages).values({
        conversationId: conversation!.id,
        senderId: n % 2 ? creator!.id : fan!.id,
        receiverId: n % 2 ? fan!.id : creator!.id,
        sign: `bench-${n}`,
        msgType: 'text',
        body: `Message ${n}`,
        clientTime: Date.now(),
      });
    }
    console.log(
      `bench:export: ${postCount} posts, ${gigabytes} GB written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
    const began = performance.now();
    const key = 'private/exports/1/bench.zip';
    const contents = await exportContentsOf(db, creator!.id);
    const { size } = await writeExportArchive(storage, key, contents, new Date(), {
      messages: loadServerMessages(),
      locale: 'en',
    });
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const zipFile = path.join(config.mediaDir, ...key.split('/'));
    const entries = await entryCount(zipFile);
    const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
    const row = [
      new Date().toISOString().slice(0, 10),
      options.label ?? '',
      String(postCount),
      `${(statSync(zipFile).size / 1e9).toFixed(2)} GB`,
      String(entries),
      `${seconds.toFixed(1)} s`,
      `${(size / 2 ** 20 / seconds).toFixed(0)} MiB/s`,
      `${mib(rssBefore)} → ${mib(peakRss)}`,
      loadavg()[0]!.toFixed(2),
    ];
    console.log(`bench:export: ${row.join(' | ')}`);
    if (!options['no-write']) {
      const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
      const written = appendTableRows(
        readFileSync(file, 'utf8'),
        'bench-export',
        {
          heading: 'Data export (`npm run bench:export`)',
          intro:
            "A creator's data export built by the job's own steps into the local-disk storage, on embedded PGlite.",
          columns: [
            'date',
            'build',
            'posts',
            'archive',
            'entries',
            'wall time',
            'throughput',
            'RSS before → peak',
            'load',
          ],
        },
        [row],
      );
      writeFileSync(
        file,
        await prettier.format(written, { ...(await prettier.resolveConfig(file)), filepath: file }),
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
