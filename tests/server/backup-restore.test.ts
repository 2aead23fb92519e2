/**
 * Issue 24, "Recoverable": `npm run ops -- backup DIR` and `npm run ops -- restore DIR`, run as an
 * operator runs them (spawned), between a server that was stopped and a new one on an empty
 * DATA_DIR. The world: the test seed with its money (demo logins, paid orders, the ledger), plus a
 * creator whose fan paid a subscription through the sandbox checkout, a locked picture post of
 * theirs (its original served encrypted) and a chat message between them. With PGlite in the
 * suite's embedded run; with PostgreSQL in its PostgreSQL run (DATABASE_URL set; a new empty
 * database is the restore's target).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import type { BackupManifest } from '../../server/ops/backup-manifest.ts';
import type { Transaction } from '../../src/contract/entities-money.ts';
import type { ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { logIn } from './helpers/accounts.ts';
import { chatMember, chatUrlOf, connectAs, type ChatMember } from './helpers/chat.ts';
import { fetchMedia, passFrom } from './helpers/media-fixtures.ts';
import { expectLedgerBalanced, newPlan, newPost, ok, subscribe } from './helpers/money.ts';
import { POSTGRES_RUN } from './helpers/production-process.ts';
import { startS3TestServer } from './helpers/s3-test-server.ts';
import { keptTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEEDED_LOGINS = [
  ['fan@example.com', 'demo-password-1'],
  ['fan2@example.com', 'demo-password-2'],
  ['fan3@example.com', 'demo-password-3'],
  ['mayafit@example.com', 'creator-password-1'],
] as const;
const MESSAGE = 'See you in the restored world';

interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run ops -- <args>` with the given DATA_DIR and database, as an operator types it. */
function ops(
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string; [name: string]: string | undefined },
) {
  return new Promise<CommandRun>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: ROOT,
      // An empty DATABASE_URL is unset: CI sets one for the whole run, the PGlite case must not see it.
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An on-disk database the test keeps: PGlite under DATA_DIR, or a new PostgreSQL database. */
interface KeptDatabase {
  /** What DATABASE_URL the commands get ('' for PGlite). */
  url: string;
  /** A handle for a server, closed when that server closes (the data stays). */
  open(): Promise<TestDatabase>;
  drop(): Promise<void>;
}

function pgliteIn(dataDir: string): KeptDatabase {
  return {
    url: '',
    async open() {
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      await handle.migrate();
      return keptTestDatabase(handle, 'pglite on disk', () => handle.close());
    },
    drop: async () => undefined,
  };
}

/** A new, empty PostgreSQL database beside DATABASE_URL's, dropped at the end. */
async function newPostgresDatabase(purpose: string): Promise<KeptDatabase> {
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `fanvault_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async open() {
      const handle = await openDatabase({ databaseUrl: url.toString() });
      await handle.migrate();
      return keptTestDatabase(handle, name, () => handle.close());
    },
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

interface People {
  fan: ChatMember;
  creator: ChatMember;
  postId: number;
}

/** What a member sees of the world, through HTTP and the envelope only. */
async function observe(server: TestServer, people: People) {
  const demoFan = await logIn(server, SEEDED_LOGINS[0][0], SEEDED_LOGINS[0][1]);
  const orders = await ok<{ list: Transaction[] }>(server, demoFan, 'payment/orderHistory', { limit: 50 });
  const fanOrders = await ok<{ list: Transaction[] }>(server, people.fan, 'payment/orderHistory');
  const creatorInfo = await ok<{ money: number }>(server, people.creator, 'user/getUserInfo');
  const history = await ok<{ list: ChatWireMessage[] }>(server, people.creator, 'chat/getHistory', {
    from_uuid: people.fan.uuid,
  });
  const pass = passFrom(await server.call('user/getUserInfo', { token: people.fan.token }))!;
  const detail = await ok<{
    article: { id: number; title: string; url: { url: string | null; url_blur: string }[] };
  }>(server, people.fan, 'article/getDetail', { id: people.postId });
  const picture = detail.article.url[0]!;
  const original = await fetchMedia(server, picture.url!, pass);
  const blurred = await fetchMedia(server, picture.url_blur);
  const config = await ok<{ media_image_key: string }>(server, undefined, 'app/config');
  return {
    demoFanUuid: demoFan.uuid,
    demoFanOrders: orders.list,
    fanOrders: fanOrders.list,
    creatorMoney: creatorInfo.money,
    chat: history.list.map(({ content, sign, from_uuid }) => ({ content, sign, from_uuid })),
    post: { id: detail.article.id, title: detail.article.title },
    original: {
      status: original.status,
      bytes: Buffer.from(await original.arrayBuffer()).toString('base64'),
    },
    blurred: { status: blurred.status, bytes: Buffer.from(await blurred.arrayBuffer()).toString('base64') },
    mediaImageKey: config.media_image_key,
  };
}

/** The world the backup is taken of: the seed, a paid subscription, a locked post, a chat message. */
async function populate(server: TestServer): Promise<People> {
  const fan = await chatMember(server);
  const creator = await chatMember(server, 'creator');
  const planId = await newPlan(server, creator, { price: 4.99 });
  await subscribe(server, fan, creator, planId, 4.99);
  const postId = await newPost(server, creator, {
    articleType: ARTICLE_TYPE.subscription,
    planIds: [planId],
  });
  const socket = await connectAs(await chatUrlOf(server), fan);
  const outcome = await socket.outcomeOf(socket.chat(creator.uuid, MESSAGE));
  expect(outcome.event, JSON.stringify(outcome)).toBe('ackMessage');
  socket.close();
  return { fan, creator, postId };
}

// Each run of the suite backs up its own kind of database: the PGlite case is the same work in both.
const kinds = POSTGRES_RUN ? (['postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('a backup with %s, restored into an empty data folder', (kind) => {
  let root: string;
  let backupDir: string;
  let restoredDir: string;
  let source: KeptDatabase;
  let target: KeptDatabase;
  let restored: TestServer | undefined;
  let people: People;
  let before: Awaited<ReturnType<typeof observe>>;
  let backupRun: CommandRun;
  let restoreRun: CommandRun;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fanvault-backup-'));
    const sourceDir = path.join(root, 'source');
    backupDir = path.join(root, 'backup');
    restoredDir = path.join(root, 'restored');
    source = kind === 'pglite' ? pgliteIn(sourceDir) : await newPostgresDatabase('backup_source');
    target = kind === 'pglite' ? pgliteIn(restoredDir) : await newPostgresDatabase('backup_target');
    const world = await startTestServer({
      seedMoney: true,
      dataDir: sourceDir,
      database: await source.open(),
    });
    try {
      people = await populate(world);
      before = await observe(world, people);
    } finally {
      await world.close();
    }
    backupRun = await ops(['backup', backupDir], { DATA_DIR: sourceDir, DATABASE_URL: source.url });
    expect(backupRun.stderr).toBe('');
    restoreRun = await ops(['restore', backupDir], { DATA_DIR: restoredDir, DATABASE_URL: target.url });
    expect(restoreRun.stderr).toBe('');
    restored = await startTestServer({ seed: false, dataDir: restoredDir, database: await target.open() });
  }, 600_000);
  afterAll(async () => {
    await restored?.close();
    await source?.drop();
    await target?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('backs up and restores, each command saying what it copied', () => {
    expect(backupRun.code).toBe(0);
    expect(backupRun.stdout).toMatch(
      new RegExp(`Backed up into .+: ${kind} database \\(\\d+ tables, \\d+ rows\\)`),
    );
    expect(restoreRun.code).toBe(0);
    expect(restoreRun.stdout).toMatch(/Restored from .+ media files/);
  });

  it('writes a manifest whose counts and checksums describe the folder', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'fanvault-backup', version: 1, database: { kind } });
    expect(manifest.database.tables.chat_messages).toBe(1);
    expect(manifest.database.tables.users).toBeGreaterThan(6);
    expect(manifest.database.tables.orders).toBeGreaterThan(1);
    expect(manifest.database.migrations.applied).toBeGreaterThan(0);
    expect(manifest.media.files.length).toBeGreaterThan(48);
    expect(manifest.secrets.map((secret) => secret.path)).toContain('media-image.key');
    const blur = manifest.media.files.find((file) => file.path.startsWith('public/posts/'))!;
    const copied = await readFile(path.join(backupDir, 'media', blur.path));
    expect(copied.length).toBe(blur.bytes);
  });

  it('lets every seeded login log in, and keeps the sessions of before', async () => {
    for (const [email, password] of SEEDED_LOGINS) {
      const login = await logIn(restored!, email, password);
      expect(login.token, email).toMatch(/\S{20,}/);
    }
    const info = await ok<{ uuid: string }>(restored!, people.fan, 'user/getUserInfo');
    expect(info.uuid).toBe(people.fan.uuid);
  });

  it('serves the same post, its encrypted original and its blurred preview byte for byte, under the same key', async () => {
    const after = await observe(restored!, people);
    expect(after.post).toEqual(before.post);
    expect(before.original.status).toBe(200);
    expect(after.original).toEqual(before.original);
    expect(before.blurred.status).toBe(200);
    expect(after.blurred).toEqual(before.blurred);
    expect(after.mediaImageKey).toBe(before.mediaImageKey);
  });

  it('has the orders, the paid subscription and the ledger', async () => {
    const after = await observe(restored!, people);
    expect(before.demoFanOrders.length).toBeGreaterThan(0);
    expect(after.demoFanUuid).toBe(before.demoFanUuid);
    expect(after.demoFanOrders).toEqual(before.demoFanOrders);
    expect(before.fanOrders).toEqual([expect.objectContaining({ status: 'paid', pay_amount: 4.99 })]);
    expect(after.fanOrders).toEqual(before.fanOrders);
    expect(after.creatorMoney).toBe(before.creatorMoney);
    expect(after.creatorMoney).toBeGreaterThan(0);
    await expectLedgerBalanced(restored!, [people.creator]);
  });

  it('has the chat history', async () => {
    const after = await observe(restored!, people);
    expect(before.chat).toEqual([expect.objectContaining({ content: MESSAGE, from_uuid: people.fan.uuid })]);
    expect(after.chat).toEqual(before.chat);
  });

  it.runIf(kind === 'pglite')(
    'refuses to restore into an embedded database a running server holds open, even with --force',
    async () => {
      const run = await ops(['restore', backupDir, '--force'], { DATA_DIR: restoredDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/The embedded database in .+ is open \(postmaster\.pid\): stop the server/);
    },
  );

  it('refuses to restore over the restored data without --force', async () => {
    // Stopped first: the embedded database belongs to the server while it runs (the test above).
    await restored?.close();
    restored = undefined;
    const again = await ops(['restore', backupDir], { DATA_DIR: restoredDir, DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      kind === 'pglite'
        ? /The target is not empty: .*pglite is not empty; .*media holds media/
        : /The target is not empty: the database of DATABASE_URL has tables; .*media holds media/,
    );
    expect(again.stderr).toContain('--force');
  });

  it.runIf(kind === 'pglite')(
    'refuses a backup that no longer matches its manifest, even with --force',
    async () => {
      const changed = path.join(root, 'changed');
      await cp(backupDir, changed, { recursive: true });
      const manifest = JSON.parse(
        await readFile(path.join(changed, 'manifest.json'), 'utf8'),
      ) as BackupManifest;
      const victim = manifest.media.files[0]!.path;
      await writeFile(path.join(changed, 'media', victim), 'not the picture');
      const run = await ops(['restore', changed, '--force'], { DATA_DIR: path.join(root, 'elsewhere') });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`does not match its manifest (media/${victim} (changed))`);
    },
  );

  it.runIf(kind === 'pglite')(
    'restores the media into an S3 bucket, and backs them up from it again with the same checksums',
    async () => {
      const s3 = await startS3TestServer();
      const bucketDir = path.join(root, 'bucket');
      const again = path.join(root, 'backup-from-s3');
      try {
        const env = { ...s3.env, DATA_DIR: bucketDir };
        const run = await ops(['restore', backupDir], env);
        expect(run.stderr).toBe('');
        const server = await startTestServer({
          seed: false,
          dataDir: bucketDir,
          database: await pgliteIn(bucketDir).open(),
          env: s3.env,
        });
        try {
          const after = await observe(server, people);
          expect(after.original).toEqual(before.original);
          expect(after.blurred).toEqual(before.blurred);
        } finally {
          await server.close();
        }
        const second = await ops(['backup', again], env);
        expect(second.stderr).toBe('');
        const first = JSON.parse(
          await readFile(path.join(backupDir, 'manifest.json'), 'utf8'),
        ) as BackupManifest;
        const fromBucket = JSON.parse(
          await readFile(path.join(again, 'manifest.json'), 'utf8'),
        ) as BackupManifest;
        expect(fromBucket.media.from).toBe('s3');
        expect(fromBucket.media.files).toEqual(first.media.files);
        expect(fromBucket.secrets).toEqual(first.secrets);
      } finally {
        await s3.close();
      }
    },
    300_000,
  );
});
