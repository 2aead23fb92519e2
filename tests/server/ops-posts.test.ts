/**
 * The console's posts-to-review queue (issue 23) through real HTTP: who may work it (moderator,
 * admin), the waiting posts oldest first as a fan would see them with their originals open to the
 * operator (and to no one else with those URLs), approve and reject with a reason from the list
 * and a note, the audit row of each, what the creator reads in mine-post, an edit sending a
 * rejected post back to review, and the shell's `npm run ops` going through the same service.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { managePostCall } from '../../src/contract/calls/managed-posts.ts';
import { postsToReviewCall } from '../../src/contract/calls/ops-posts.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { OperatorRole } from '../../src/contract/operators.ts';
import { loadConfig } from '../../server/config.ts';
import { categories, operatorActions, posts } from '../../server/db/schema.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { approvePost, parseOpsCommand, rejectPost } from '../../server/ops/review.ts';
import { storeImage } from '../../server/modules/uploads/uploads.service.ts';
import { callAs, newCreator, newMember, type Member } from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let moderator: OperatorClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { REVIEW_MODE: 'manual' } });
  await server.database.handle.db.insert(categories).values([{ code: 'art' }]);
  moderator = await signInTestOperator(server, 'moderator');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;
const text = (id: keyof typeof serverEnglish) => serverEnglish[id];

/** A picture stored as the upload route would store it; answers its upload id. */
async function picture(creator: Member, shade = 90): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 6, channels: 3, background: { r: shade, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const storage = createLocalDiskStorage(server.config.mediaDir);
  const stored = await storeImage(
    { db: db(), config: server.config, storage },
    creator.userId,
    png,
    server.clock.now(),
  );
  return stored.publicId;
}

/** A creator's subscription plan. */
async function planOf(creator: Member): Promise<number> {
  const body = await callAs(server, creator, 'subscription/create', {
    name: 'Supporter',
    content: 'Every post.',
    price: 4.99,
    unlock_day_after_subscribe: 1000,
    expire_days: 30,
  });
  expect(body.msg).toBe('');
  return (body.data as { id: number }).id;
}

/** A subscription post of one picture, published (or edited, with `id`) into review. */
async function publish(creator: Member, planId: number, fields: Record<string, unknown> = {}) {
  const body = await callAs(server, creator, 'article/publish', {
    category: 'art',
    title: 'Harbour at dawn',
    content: 'Three studies of the harbour.',
    tags: 'harbour',
    resource_type: 1,
    article_type: ARTICLE_TYPE.subscription,
    subscription_ids: String(planId),
    media: [await picture(creator)],
    ...fields,
  });
  expect(body.msg).toBe('');
  return body.data as { id: number; status: number };
}

/** A creator with a post waiting for review. */
async function waitingPost() {
  const creator = await newCreator(server);
  const planId = await planOf(creator);
  const post = await publish(creator, planId);
  expect(post.status).toBe(REVIEW_STATUS.review);
  return { creator, planId, id: post.id };
}

async function queue(operator: OperatorClient = moderator) {
  const { body } = await operator.call('ops/postsToReview', { limit: 50 });
  expect(body.msg).toBe('');
  return postsToReviewCall.response.parse(body.data);
}

async function minePost(creator: Member, id: number, language?: string) {
  const body = await callAs(server, creator, 'article/managePost', { limit: 50 }, language);
  return managePostCall.response.parse(body.data).list.find((post) => post.id === id);
}

const auditRowsOf = (action: string, id: number) =>
  db()
    .select()
    .from(operatorActions)
    .where(and(eq(operatorActions.action, action), eq(operatorActions.targetId, String(id))));

describe('who works the posts queue', () => {
  it('refuses visitors and members: they are not signed in to the console', async () => {
    const member = await newMember(server);
    for (const path of ['ops/postsToReview', 'ops/decidePost']) {
      const payload = { id: 1, decision: 'approve' };
      for (const body of [
        (await server.call(path, payload)).body,
        await callAs(server, member, path, payload),
      ])
        expect(body, path).toMatchObject({ status: 0, msg: text('server.ops.signInRequired') });
    }
  });

  it.each<[OperatorRole, boolean]>([
    ['moderator', true],
    ['reviewer', false],
    ['finance', false],
    ['admin', true],
  ])('%s may list and decide: %s', async (role, allowed) => {
    const { id } = await waitingPost();
    const operator = await signInTestOperator(server, role);
    for (const [path, payload] of [
      ['ops/postsToReview', {}],
      ['ops/decidePost', { id, decision: 'approve' }],
    ] as const) {
      const { body } = await operator.call(path, payload);
      expect(body, path).toMatchObject(
        allowed ? { status: 1 } : { status: 0, msg: text('server.ops.roleRefused') },
      );
    }
  });
});

describe('the queue', () => {
  it('lists the waiting posts oldest first, with their wait, creator, text, plans and price', async () => {
    const older = await waitingPost();
    server.clock.advance(90_000);
    const newer = await waitingPost();
    server.clock.advance(30_000);
    const answer = await queue();
    const mine = answer.list.filter((item) => [older.id, newer.id].includes(item.post.id));
    expect(mine.map((item) => item.post.id)).toEqual([older.id, newer.id]);
    expect(mine[0]!.waiting_seconds).toBeGreaterThanOrEqual(120);
    expect(mine[1]!.waiting_seconds).toBeGreaterThanOrEqual(30);
    expect(mine[1]!.waiting_seconds).toBeLessThan(mine[0]!.waiting_seconds);
    expect(mine[0]).toMatchObject({
      post: {
        title: 'Harbour at dawn',
        content: 'Three studies of the harbour.',
        article_type: 1,
        is_unlock: 1,
      },
      plans: [{ id: older.planId, name: 'Supporter', price: 4.99 }],
    });
    expect(mine[0]!.post.user.username).toBeTruthy();
    expect(answer.total).toBeGreaterThanOrEqual(2);
    const published = await db()
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.status, REVIEW_STATUS.published));
    expect(answer.list.map((item) => item.post.id)).not.toContain(published[0]?.id ?? -1);
  });

  it("opens the originals to the operator's console session only", async () => {
    const { id } = await waitingPost();
    const item = (await queue()).list.find((entry) => entry.post.id === id)!;
    const url = item.post.url[0]!.url!;
    expect(url).toMatch(/[?&]v=o\d+/);
    const fetchWith = (headers: Record<string, string>) => fetch(`${server.baseUrl}${url}`, { headers });
    expect((await fetchWith(moderator.headers)).status).toBe(200);
    expect((await fetchWith({})).status).toBe(403);
    // Another operator's session, and one whose role does not work the queue, are refused too.
    const admin = await signInTestOperator(server, 'admin');
    expect((await fetchWith(admin.headers)).status).toBe(403);
    const finance = await signInTestOperator(server, 'finance');
    expect((await fetchWith(finance.headers)).status).toBe(403);
  });
});

describe('decisions', () => {
  it('approves: the post is published, leaves the queue and the audit log says who', async () => {
    const { id } = await waitingPost();
    const { body } = await moderator.call('ops/decidePost', { id, decision: 'approve' });
    expect(body).toMatchObject({ status: 1, data: { id, status: REVIEW_STATUS.published } });
    expect((await queue()).list.map((item) => item.post.id)).not.toContain(id);
    const [row] = await auditRowsOf('post.approve', id);
    expect(row).toMatchObject({
      operatorEmail: moderator.email,
      role: 'moderator',
      targetType: 'post',
      reason: '',
    });
    expect(row!.details).toMatchObject({
      previousStatus: REVIEW_STATUS.review,
      status: REVIEW_STATUS.published,
    });
  });

  it('rejects with a reason and a note that the creator reads in mine-post; audited with the reason', async () => {
    const { creator, id } = await waitingPost();
    const note = 'The watermark of another site shows in the corner.';
    const { body } = await moderator.call('ops/decidePost', {
      id,
      decision: 'reject',
      reason: 'copyright',
      note,
    });
    expect(body).toMatchObject({ status: 1, data: { id, status: REVIEW_STATUS.reject } });
    expect(await minePost(creator, id, 'de')).toMatchObject({
      status: REVIEW_STATUS.reject,
      review_reason: 'copyright',
      review_note: note,
    });
    // The publish form the creator fixes it in says the same.
    const forEdit = await callAs(server, creator, 'article/getArticleByIdForEdit', { id });
    expect(forEdit.data).toMatchObject({ review_reason: 'copyright', review_note: note });
    const [row] = await auditRowsOf('post.reject', id);
    expect(row).toMatchObject({ operatorEmail: moderator.email, reason: 'copyright' });
    expect(row!.details).toMatchObject({ note });
  });

  it('refuses a rejection without a reason, and `other` without a note', async () => {
    const { id } = await waitingPost();
    for (const payload of [
      { id, decision: 'reject' },
      { id, decision: 'reject', reason: 'other' },
      { id, decision: 'reject', reason: 'not-a-reason', note: 'x' },
      { id, decision: 'reject', reason: 'spam', note: 'x'.repeat(501) },
    ])
      expect((await moderator.call('ops/decidePost', payload)).body.status).toBe(0);
    expect((await queue()).list.map((item) => item.post.id)).toContain(id);
    expect(await auditRowsOf('post.reject', id)).toEqual([]);
  });

  it('refuses to undo another operator’s decision made from an older page; the shell may reverse it', async () => {
    const { id } = await waitingPost();
    const admin = await signInTestOperator(server, 'admin');
    await moderator.call('ops/decidePost', { id, decision: 'reject', reason: 'spam' });
    const { body } = await admin.call('ops/decidePost', { id, decision: 'approve' });
    expect(body).toMatchObject({ status: 0, msg: `Another operator already decided post ${id}.` });
    expect(await auditRowsOf('post.approve', id)).toEqual([]);
    expect(await approvePost(db(), id)).toMatchObject({ ok: true, status: REVIEW_STATUS.published });
  });

  it('names a post that does not exist, and writes no audit row', async () => {
    const { body } = await moderator.call('ops/decidePost', { id: 987_654, decision: 'approve' });
    expect(body).toMatchObject({ status: 0, msg: 'No post 987654.' });
    expect(await auditRowsOf('post.approve', 987_654)).toEqual([]);
  });

  it('sends a rejected post back to review when its creator edits it, the rejection cleared', async () => {
    const { creator, planId, id } = await waitingPost();
    await moderator.call('ops/decidePost', {
      id,
      decision: 'reject',
      reason: 'poor-quality',
      note: 'Too dark.',
    });
    const edited = await publish(creator, planId, { id, title: 'Harbour at dawn, brighter' });
    expect(edited).toEqual({ id, status: REVIEW_STATUS.review });
    expect(await minePost(creator, id)).toMatchObject({
      status: REVIEW_STATUS.review,
      review_reason: '',
      review_note: '',
    });
    expect((await queue()).list.map((item) => item.post.id)).toContain(id);
  });
});

describe("review after publishing (the admins' auto review mode)", () => {
  it('lists posts published at once until an operator decides; an edit brings one back', async () => {
    const admin = await signInTestOperator(server, 'admin');
    await admin.call('ops/updateSettings', { reviewMode: 'auto', creatorReviewMode: 'auto' });
    try {
      const creator = await newCreator(server);
      const planId = await planOf(creator);
      const post = await publish(creator, planId);
      expect(post.status).toBe(REVIEW_STATUS.published);
      const published = async () => {
        const { body } = await moderator.call('ops/postsToReview', { queue: 'published', limit: 50 });
        return postsToReviewCall.response.parse(body.data).list.map((item) => item.post.id);
      };
      expect(await published()).toContain(post.id);
      expect((await queue()).list.map((item) => item.post.id)).not.toContain(post.id);

      await moderator.call('ops/decidePost', { id: post.id, decision: 'approve' });
      expect(await published()).not.toContain(post.id);
      const again = await moderator.call('ops/decidePost', {
        id: post.id,
        decision: 'reject',
        reason: 'spam',
      });
      expect(again.body.msg).toBe(`Another operator already decided post ${post.id}.`);

      await publish(creator, planId, { id: post.id, title: 'Harbour at dusk' });
      expect(await published()).toContain(post.id);
      await moderator.call('ops/decidePost', { id: post.id, decision: 'reject', reason: 'spam' });
      expect(await minePost(creator, post.id)).toMatchObject({
        status: REVIEW_STATUS.reject,
        review_reason: 'spam',
      });
    } finally {
      await admin.call('ops/updateSettings', { reviewMode: 'manual', creatorReviewMode: 'auto' });
    }
  });
});

describe('npm run ops goes through the same service', () => {
  it('approves and rejects with a reason code and a note, each audited as the shell', async () => {
    const first = await waitingPost();
    expect(await approvePost(db(), first.id)).toEqual({ ok: true, postId: first.id, status: 2 });
    const [approved] = await auditRowsOf('post.approve', first.id);
    expect(approved).toMatchObject({ operatorId: null, role: 'shell' });
    expect(approved!.operatorEmail).toMatch(/^shell:/);

    const second = await waitingPost();
    const command = parseOpsCommand([
      'reject',
      String(second.id),
      '--reason',
      'spam',
      '--note',
      'Same post 5 times.',
    ]);
    expect(command).toEqual({
      action: 'reject',
      postId: second.id,
      reason: 'spam',
      note: 'Same post 5 times.',
    });
    expect(await rejectPost(db(), second.id, 'spam', 'Same post 5 times.')).toMatchObject({ ok: true });
    expect(await minePost(second.creator, second.id)).toMatchObject({
      review_reason: 'spam',
      review_note: 'Same post 5 times.',
    });
    expect(await auditRowsOf('post.reject', second.id)).toMatchObject([{ reason: 'spam', role: 'shell' }]);

    // Words that are no code are an `other` rejection's note, as the command always took them.
    const third = await waitingPost();
    await rejectPost(db(), third.id, 'Blurry');
    expect(await minePost(third.creator, third.id)).toMatchObject({
      review_reason: 'other',
      review_note: 'Blurry',
    });
    expect(await approvePost(db(), 987_654)).toEqual({ ok: false, reason: 'No post 987654.' });
  });
});

describe('REVIEW_MODE and CREATOR_REVIEW_MODE by default', () => {
  it('lets no post out unseen in production, and publishes at once in the demo and the tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).reviewMode).toBe('manual');
    expect(loadConfig({ NODE_ENV: 'production', REVIEW_MODE: 'auto' }).reviewMode).toBe('auto');
    expect(loadConfig({}).reviewMode).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'test' }).reviewMode).toBe('auto');
  });

  it('makes no creator before a reviewer saw their documents in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).creatorReviewMode).toBe('manual');
    expect(loadConfig({ NODE_ENV: 'production', CREATOR_REVIEW_MODE: 'auto' }).creatorReviewMode).toBe(
      'auto',
    );
    expect(loadConfig({}).creatorReviewMode).toBe('auto');
  });
});
