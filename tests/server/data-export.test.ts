/**
 * Issue 26, a member's data to take away: asking for an export, its job building one ZIP (README,
 * each table as JSON and CSV, the original media), downloading it only in the member's own
 * browser, one export at a time, expiry after 7 days, a failed build retried and then failed
 * with nothing kept; and an account’s deletion removing its files from storage and the marked
 * copies of its images and those made for it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import german from '../../locales/server/de.json' with { type: 'json' };
import english from '../../locales/server/en.json' with { type: 'json' };
import type { DataExportState } from '../../src/contract/calls/user-data-export.ts';
import { postSchema } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, AUTH_STATUS } from '../../src/contract/enums.ts';
import {
  chatConversations,
  chatMessageMedia,
  chatMessages,
  comments,
  dataExports,
  notifications,
  uploads,
  users,
} from '../../server/db/schema.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { buildJobHandlers } from '../../server/job-handlers.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { createLocalDiskStorage, type MediaStorage } from '../../server/media/storage.ts';
import {
  DATA_EXPORT_JOB,
  dataExportJobHandler,
} from '../../server/modules/data-exports/data-exports.service.ts';
import { freshAddress, newAccountDetails } from './helpers/accounts.ts';
import { fetchMedia, insertPost, passFrom, storeImage } from './helpers/media-fixtures.ts';
import { callAs, newPlan, ok, subscribe } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';

let server: TestServer;
const db = () => server.database.handle.db;
const disk = () => createLocalDiskStorage(server.config.mediaDir);
/** Whether storage holds a file at `key`. */
const stored = async (key: string) => (await disk().readStart(key, 1)) !== null;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Browser {
  token: string;
  userId: number;
  username: string;
  email: string;
  /** The media pass cookie the sign-up set. */
  cookie: string;
  uuid: string;
  aff: number;
}

/** A member signed up in a browser of their own, which holds their media pass. */
async function memberInBrowser(creator = false): Promise<Browser> {
  const details = newAccountDetails('exporter');
  const result = await server.call('account/registerByPassword', { ...details }, { address: freshAddress() });
  expect(result.body.msg).toBe('');
  const token = (result.body.data as { token: string }).token;
  const [row] = await db()
    .select({ id: users.id, uuid: users.uuid, aff: users.aff })
    .from(users)
    .where(eq(users.email, details.email));
  if (creator)
    await db().update(users).set({ authStatus: AUTH_STATUS.creator, role: 3 }).where(eq(users.id, row!.id));
  return {
    token,
    userId: row!.id,
    username: details.account,
    email: details.email,
    cookie: passFrom(result)!,
    uuid: row!.uuid,
    aff: row!.aff,
  };
}

/** The jobs' runner on the server's clock, with mail to the test's recording mailer. */
function runJobs(overrides: Record<string, ReturnType<typeof dataExportJobHandler>> = {}) {
  return createJobRunner({
    queue: server.database.queue,
    pollMs: 20,
    now: () => server.clock.now(),
    handlers: {
      ...buildJobHandlers({
        db: db(),
        config: server.config,
        storage: disk(),
        clock: server.clock,
        mailer: server.mailer,
        sandboxWebhookUrl: `${server.baseUrl}/webhooks/sandbox`,
      }),
      ...overrides,
    },
  }).runDue();
}

const stateOf = (member: Browser) => ok<DataExportState>(server, member, 'user/getDataExport');

/** Asks for an export, runs the jobs, and answers the ready state and the ZIP's entries. */
async function exportOf(member: Browser) {
  const asked = await ok<DataExportState>(server, member, 'user/requestDataExport');
  expect(asked.status).toBe('queued');
  await runJobs();
  const ready = await stateOf(member);
  expect(ready.status).toBe('ready');
  const response = await fetchMedia(server, ready.download_url, member.cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(bytes.length).toBe(ready.bytes);
  return { ready, entries: unzipSync(bytes) };
}

const jsonOf = (entries: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(entries[name]!)) as Record<string, unknown>[];
/** A CSV's data lines (without its BOM and header). */
const csvLinesOf = (entries: Record<string, Uint8Array>, name: string) =>
  strFromU8(entries[name]!)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);

async function chat(from: Browser, to: Browser, body: string) {
  const [a, b] = from.userId < to.userId ? [from, to] : [to, from];
  let [conversation] = await db()
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.userAId, a.userId));
  conversation ??= (
    await db().insert(chatConversations).values({ userAId: a.userId, userBId: b.userId }).returning()
  )[0]!;
  await db()
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      senderId: from.userId,
      receiverId: to.userId,
      sign: `${Math.random()}`,
      msgType: 'text',
      body,
      clientTime: Date.now(),
    });
}

describe('the README of an export', () => {
  it('is worded in the member’s language, its file names, time and counts as they are', async () => {
    const member = await memberInBrowser();
    await db().update(users).set({ locale: 'de' }).where(eq(users.id, member.userId));
    const { ready, entries } = await exportOf(member);
    const readme = strFromU8(entries['README.txt']!);
    const lines = readme.split('\n');
    expect(lines.slice(0, 2)).toEqual([german['server.dataExport.readme.title'], '='.repeat(20)]);
    expect(readme).toContain(
      `profile.json, profile.csv: ${german['server.dataExport.readme.about.profile']} (Zeilen: 1)`,
    );
    expect(readme).toContain(
      `comments.json, comments.csv: ${german['server.dataExport.readme.about.comments']} (Zeilen: 0)`,
    );
    expect(readme).toContain('media/: 0 Dateien');
    // The time it was made, as data: ISO 8601, in a German sentence.
    const madeAt = /^Erstellt am (\S+) \(UTC\)\./m.exec(readme)?.[1];
    expect(new Date(madeAt!).toISOString()).toBe(madeAt);
    expect(Date.parse(madeAt!)).toBeLessThanOrEqual(Date.parse(ready.ready_at!));
    for (const id of [
      'server.dataExport.readme.title',
      'server.dataExport.readme.about.profile',
      'server.dataExport.readme.about.comments',
    ] as const)
      expect(readme).not.toContain(english[id]);
  });
});

describe('a creator’s data export', () => {
  it('holds a README, every table as JSON and CSV, the posts’ original media and messages both ways', async () => {
    const creator = await memberInBrowser(true);
    const fan = await memberInBrowser();
    const images = [await storeImage(server), await storeImage(server)];
    const postIds: number[] = [];
    for (const [index, image] of images.entries()) {
      postIds.push(
        await insertPost(server, {
          userId: creator.userId,
          articleType: ARTICLE_TYPE.free,
          title: `Post ${index}`,
          image,
        }),
      );
    }
    await newPlan(server, creator, { name: 'Gold' });
    await db()
      .insert(comments)
      .values({ postId: postIds[0]!, userId: creator.userId, content: 'Thanks, all!' });
    await chat(fan, creator, 'Hello from the fan');
    await chat(creator, fan, '=1+1 hello back');

    const { ready, entries } = await exportOf(creator);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'profile.csv']),
    );
    for (const table of [
      'posts',
      'post_media',
      'plans',
      'comments',
      'messages',
      'orders',
      'subscriptions',
      'ledger_entries',
      'statements',
    ]) {
      expect(entries[`${table}.json`], table).toBeDefined();
      expect(entries[`${table}.csv`], table).toBeDefined();
      expect(csvLinesOf(entries, `${table}.csv`)).toHaveLength(jsonOf(entries, `${table}.json`).length);
      expect(strFromU8(entries['README.txt']!)).toContain(`${table}.json`);
    }
    // Worded in the member's language, English here.
    expect(strFromU8(entries['README.txt']!)).toContain(
      `comments.json, comments.csv: ${english['server.dataExport.readme.about.comments']} (rows: 1)`,
    );
    expect(jsonOf(entries, 'profile.json')[0]).toMatchObject({
      username: creator.username,
      email: creator.email,
    });
    expect(jsonOf(entries, 'posts.json').map((post) => post.title)).toEqual(['Post 0', 'Post 1']);
    expect(jsonOf(entries, 'plans.json').map((plan) => plan.name)).toEqual(['Gold']);
    expect(jsonOf(entries, 'comments.json').map((comment) => comment.content)).toEqual(['Thanks, all!']);
    const messages = jsonOf(entries, 'messages.json');
    expect(messages.map((message) => [message.direction, message.with, message.body])).toEqual([
      ['received', fan.username, 'Hello from the fan'],
      ['sent', fan.username, '=1+1 hello back'],
    ]);
    // A spreadsheet opening the CSV shows a formula-looking text as text.
    expect(csvLinesOf(entries, 'messages.csv')[1]).toContain(`,'=1+1 hello back,`);
    for (const [index, image] of images.entries()) {
      const stored = await disk().open(image.originalKey);
      const original = await buffer(stored!.stream);
      expect(Buffer.from(entries[`media/posts/${postIds[index]}-1.jpg`]!).equals(original)).toBe(true);
    }
    // Announced in the app and by mail, in the member's language, linking the page.
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, creator.userId));
    expect(notice).toMatchObject({ type: 'data_export_ready', text: ready.expires_at });
    const mail = (server.mailer as RecordingMailer).all.find((sent) => sent.to === creator.email);
    expect(mail).toMatchObject({ template: 'dataExportReady', locale: 'en' });
    expect(JSON.stringify(mail)).toContain('/en/mine/account');
    expect(Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)).toBe(7 * 24 * 3600_000);
  });
});

describe('the media of messages', () => {
  it('are the sender’s to take, and a paid message’s are not the receiver’s before paying', async () => {
    const creator = await memberInBrowser(true);
    const fan = await memberInBrowser();
    await chat(fan, creator, 'Hi');
    const [conversation] = await db()
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.userAId, Math.min(creator.userId, fan.userId)));
    const publicId = randomUUID();
    const key = `private/uploads/${creator.userId}/${publicId}/original.jpg`;
    const bytes = randomBytes(2048);
    await disk().put(key, bytes);
    const [upload] = await db()
      .insert(uploads)
      .values({
        publicId,
        userId: creator.userId,
        kind: 'image',
        status: 'ready',
        originalKey: key,
        width: 10,
        height: 10,
        blurKey: `public/uploads/${publicId}/blur.webp`,
        bytes: bytes.length,
      })
      .returning({ id: uploads.id });
    const [message] = await db()
      .insert(chatMessages)
      .values({
        conversationId: conversation!.id,
        senderId: creator.userId,
        receiverId: fan.userId,
        sign: randomUUID(),
        msgType: 'paid',
        priceCents: 500,
        clientTime: Date.now(),
      })
      .returning({ id: chatMessages.id });
    await db().insert(chatMessageMedia).values({ messageId: message!.id, position: 0, uploadId: upload!.id });

    const mine = await exportOf(creator);
    const sent = jsonOf(mine.entries, 'messages.json').find((row) => row.id === message!.id);
    expect(sent).toMatchObject({
      direction: 'sent',
      type: 'paid',
      files: `media/messages/${message!.id}-1.jpg`,
    });
    expect(Buffer.from(mine.entries[`media/messages/${message!.id}-1.jpg`]!).equals(bytes)).toBe(true);

    const theirs = await exportOf(fan);
    const received = jsonOf(theirs.entries, 'messages.json').find((row) => row.id === message!.id);
    expect(received).toMatchObject({ direction: 'received', type: 'paid', price_cents: 500, files: '' });
    expect(Object.keys(theirs.entries).filter((name) => name.startsWith('media/messages/'))).toEqual([]);
  });
});

describe('a fan’s data export', () => {
  it('holds their orders and subscriptions', async () => {
    const creator = await memberInBrowser(true);
    const fan = await memberInBrowser();
    const planId = await newPlan(server, creator, { price: 4.99 });
    const orderId = await subscribe(server, fan, creator, planId, 4.99);
    const { entries } = await exportOf(fan);
    expect(jsonOf(entries, 'orders.json')).toEqual([
      expect.objectContaining({ id: orderId, role: 'buyer', amount_cents: 499, status: 'paid' }),
    ]);
    expect(jsonOf(entries, 'subscriptions.json')).toEqual([
      expect.objectContaining({ plan_id: planId, role: 'subscriber' }),
    ]);
    expect(csvLinesOf(entries, 'orders.csv')[0]).toContain(orderId);
  });
});

describe('the download', () => {
  it('works only in the member’s own browser, with the URL as signed', async () => {
    const member = await memberInBrowser();
    const other = await memberInBrowser();
    await ok(server, member, 'user/requestDataExport');
    await runJobs();
    const { download_url } = await stateOf(member);
    expect((await fetchMedia(server, download_url, member.cookie)).status).toBe(200);
    expect((await fetchMedia(server, download_url, other.cookie)).status).toBe(403);
    expect((await fetchMedia(server, download_url)).status).toBe(403);
    expect(
      (await fetchMedia(server, download_url.replace(/sig=.{4}/, 'sig=AAAA'), member.cookie)).status,
    ).toBe(403);
    // The URL of an image route with the same signature is no way in either.
    expect(
      (await fetchMedia(server, download_url.replace('/media/x/', '/media/o/'), member.cookie)).status,
    ).toBe(403);
  });

  it('is refused while an export is queued: one at a time', async () => {
    const member = await memberInBrowser();
    await ok(server, member, 'user/requestDataExport');
    const again = await callAs(server, member, 'user/requestDataExport');
    expect(again.status).toBe(0);
    expect(again.msg).toBe("Your data export is already being prepared. You'll be notified when it's ready.");
    expect((await stateOf(member)).status).toBe('queued');
    await runJobs();
    expect((await stateOf(member)).status).toBe('ready');
    // Once ready, a new one may be asked for.
    expect((await ok<DataExportState>(server, member, 'user/requestDataExport')).status).toBe('queued');
    await runJobs();
  });

  it('expires after 7 days: the link stops working and the sweep removes the archive', async () => {
    const member = await memberInBrowser();
    await ok(server, member, 'user/requestDataExport');
    await runJobs();
    const ready = await stateOf(member);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.userId, member.userId));
    server.clock.advance(7 * 24 * 3600_000 + 60_000);
    expect((await stateOf(member)).status).toBe('expired');
    expect((await fetchMedia(server, ready.download_url, member.cookie)).status).toBe(403);
    const { sweepExpiredExports } = await import('../../server/modules/data-exports/data-exports.service.ts');
    await sweepExpiredExports({ db: db(), storage: disk() }, server.clock.now());
    expect(await stored(row!.storageKey)).toBe(false);
    const [after] = await db().select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: '' });
  });
});

describe('a build that fails', () => {
  it('is retried, then ends failed with nothing stored, and may be asked for again', async () => {
    const member = await memberInBrowser();
    let writes = 0;
    const failing: MediaStorage = {
      ...disk(),
      async putLarge(_key, body) {
        writes += 1;
        body.resume();
        throw new Error('storage unreachable');
      },
    };
    const failingBuild = {
      [DATA_EXPORT_JOB]: dataExportJobHandler({
        db: db(),
        storage: failing,
        now: () => server.clock.now(),
        messages: loadServerMessages,
      }),
    };
    await ok(server, member, 'user/requestDataExport');
    for (let attempt = 0; attempt < 4; attempt++) {
      await runJobs(failingBuild);
      server.clock.advance(15 * 60_000);
    }
    expect(writes).toBe(3);
    expect((await stateOf(member)).status).toBe('failed');
    expect(
      await readdir(path.join(server.config.mediaDir, 'private', 'exports', String(member.userId))).catch(
        () => [],
      ),
    ).toEqual([]);
    expect((await ok<DataExportState>(server, member, 'user/requestDataExport')).status).toBe('queued');
    await runJobs();
    expect((await stateOf(member)).status).toBe('ready');
  });
});

describe('deleting an account', () => {
  it('removes the member’s media and exports from storage once the deletion committed', async () => {
    const creator = await memberInBrowser(true);
    const image = await storeImage(server);
    await insertPost(server, {
      userId: creator.userId,
      articleType: ARTICLE_TYPE.free,
      title: 'Mine',
      image,
    });
    await ok(server, creator, 'user/requestDataExport');
    await runJobs();
    const [row] = await db().select().from(dataExports).where(eq(dataExports.userId, creator.userId));
    expect(await stored(row!.storageKey)).toBe(true);
    const { body } = await server.call('user/deleteAccount', {
      token: creator.token,
      password: 'Secret_pass1',
    });
    expect(body.msg).toBe('');
    await runJobs();
    expect(await stored(image.originalKey)).toBe(false);
    expect(await stored(image.blurKey)).toBe(false);
    expect(await stored(row!.storageKey)).toBe(false);
  });

  /** The marked copies the server keeps (64 hex characters each), however many there are. */
  const markedCopies = async () =>
    (await readdir(server.config.markedCacheDir, { recursive: true }).catch(() => [])).filter((name) =>
      /^[0-9a-f]{64}$/.test(path.basename(name)),
    ).length;

  /** Opens the post's image as the member's app does, which makes and keeps their marked copy. */
  async function viewImage(member: Browser, author: Browser, postId: number) {
    const { body } = await server.call(
      'article/getList',
      { token: member.token, filter_by: 0, limit: 50, uuid: author.uuid },
      { headers: { cookie: member.cookie } },
    );
    const list = (body.data as { list: unknown[] }).list.map((item) => postSchema.parse(item));
    const url = list.find((post) => post.id === postId)!.url[0]!.url!;
    expect((await fetchMedia(server, url, member.cookie)).status).toBe(200);
  }

  it('removes the marked copies made of the member’s images and those made for the member', async () => {
    const creator = await memberInBrowser(true);
    const [first, second] = [await memberInBrowser(), await memberInBrowser()];
    const originalKey = `private/posts/img${randomBytes(6).toString('hex')}/original.jpg`;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a9cc6' } })
      .jpeg()
      .toBuffer();
    await disk().put(originalKey, photo);
    // Only images behind a plan or a price are marked: a free post's URL is not bound to a viewer.
    const planId = await newPlan(server, creator);
    const postId = await insertPost(server, {
      userId: creator.userId,
      articleType: ARTICLE_TYPE.subscription,
      title: 'Marked',
      image: { originalKey, blurKey: `public/posts/${randomUUID()}/blur.webp` },
      planIds: [planId],
    });
    for (const fan of [first!, second!]) await subscribe(server, fan, creator, planId, 4.99);
    const before = await markedCopies();
    await viewImage(first!, creator, postId);
    await viewImage(second!, creator, postId);
    expect(await markedCopies()).toBe(before + 2);

    const deleted = await server.call('user/deleteAccount', {
      token: first!.token,
      password: 'Secret_pass1',
    });
    expect(deleted.body.msg).toBe('');
    await runJobs();
    // The copy made for the deleted viewer went; the other viewer's copy of the same image stays.
    expect(await markedCopies()).toBe(before + 1);

    const gone = await server.call('user/deleteAccount', { token: creator.token, password: 'Secret_pass1' });
    expect(gone.body.msg).toBe('');
    await runJobs();
    expect(await markedCopies()).toBe(before);
  }, 60_000);
});
