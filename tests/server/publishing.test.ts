/**
 * Publishing through the real envelope (spec §5 "Publishing", §7 article/publish, delete,
 * managePost / listManagement, getArticleByIdForEdit): every rule at the spec's numbers, whose
 * uploads and plans a post may use, review with REVIEW_MODE auto and manual and the operator
 * command, scheduling, editing and deleting.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostForEditCall } from '../../src/contract/calls/post-for-edit.ts';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { managePostCall } from '../../src/contract/calls/managed-posts.ts';
import { DEVELOPMENT_KEYS } from '../../src/contract/envelope.ts';
import { ARTICLE_TYPE, AUTH_STATUS, REVIEW_STATUS } from '../../src/contract/enums.ts';
import {
  categories,
  planPosts,
  postLikes,
  postMedia,
  posts,
  uploads,
  users,
} from '../../server/db/schema.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { approvePost, parseOpsCommand, rejectPost } from '../../server/ops/review.ts';
import { storeImage, uploadSign } from '../../server/modules/uploads/uploads.service.ts';
import { signUp } from './helpers/accounts.ts';
import { runOpsCommands } from './helpers/ops-command.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let manual: TestServer;

beforeAll(async () => {
  // One after the other: the first builds the database template the second reuses.
  server = await startTestServer({ seed: false });
  manual = await startTestServer({ seed: false, env: { REVIEW_MODE: 'manual' } });
  for (const target of [server, manual])
    await target.database.handle.db.insert(categories).values([{ code: 'art' }, { code: 'music' }]);
}, 60_000);
afterAll(async () => {
  await Promise.all([server?.close(), manual?.close()]);
});

interface Account {
  token: string;
  userId: number;
}

async function newMember(target: TestServer = server): Promise<Account> {
  const account = await signUp(target);
  const [row] = await target.database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  return { token: account.login.token, userId: row!.id };
}

/** A fresh account made an approved creator, as an accepted application would. */
async function newCreator(target: TestServer = server): Promise<Account> {
  const member = await newMember(target);
  await target.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator, role: 3 })
    .where(eq(users.id, member.userId));
  return member;
}

const tinyPng = (shade: number) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: shade, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** An image upload through the real route (multipart, sign, bearer token); answers its upload id. */
async function uploadThroughRoute(target: TestServer, token: string): Promise<string> {
  const timestamp = String(Math.floor(target.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  form.set('sign', uploadSign(timestamp, token, DEVELOPMENT_KEYS));
  form.set('cover', new Blob([new Uint8Array(await tinyPng(200))], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${target.baseUrl}/api/upload/image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const json = (await response.json()) as { code: number; data: { upload_id: string } };
  expect(json.code).toBe(1);
  return json.data.upload_id;
}

/** Image uploads stored through the upload service (what the route calls), faster for many files. */
async function storedImages(target: TestServer, userId: number, count: number): Promise<string[]> {
  const storage = createLocalDiskStorage(target.config.mediaDir);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const stored = await storeImage(
      { db: target.database.handle.db, config: target.config, storage },
      userId,
      await tinyPng(i * 20),
      target.clock.now(),
    );
    ids.push(stored.publicId);
  }
  return ids;
}

/** A video upload row (videos arrive in a later slice; the row is what it will record). */
async function videoUpload(target: TestServer, userId: number, status = 'ready'): Promise<string> {
  const [row] = await target.database.handle.db
    .insert(uploads)
    .values({
      userId,
      kind: 'video',
      status,
      originalKey: `private/uploads/${userId}/video.mp4`,
      width: 1280,
      height: 720,
      blurKey: `public/uploads/${userId}/poster-blur.webp`,
      bytes: 1000,
    })
    .returning({ publicId: uploads.publicId });
  return row!.publicId;
}

const call = async (
  path: string,
  token: string | undefined,
  payload: Record<string, unknown> = {},
  target = server,
) => (await target.call(path, token ? { ...payload, token } : payload)).body;

function draft(media: string[], fields: Record<string, unknown> = {}) {
  return {
    category: 'art',
    title: 'Morning light',
    content: 'Three studies of the harbour at dawn.',
    tags: 'harbour,dawn',
    resource_type: 1,
    article_type: ARTICLE_TYPE.free,
    media,
    ...fields,
  };
}

async function publishOk(account: Account, fields: Record<string, unknown>, target = server) {
  const body = await call('article/publish', account.token, fields, target);
  expect(body.msg).toBe('');
  expect(body.status).toBe(1);
  return body.data as { id: number; status: number };
}

async function feedIds(target: TestServer = server): Promise<number[]> {
  const body = await call('article/getList', undefined, { filter_by: 1, limit: 50 }, target);
  return getPostListCall.response.parse(body.data).list.map((post) => post.id);
}

async function createPlan(account: Account, target = server): Promise<number> {
  const body = await call(
    'subscription/create',
    account.token,
    {
      name: 'Supporter',
      content: 'Every post.',
      price: 4.99,
      unlock_day_after_subscribe: 1000,
      expire_days: 30,
    },
    target,
  );
  expect(body.msg).toBe('');
  return (body.data as { id: number }).id;
}

describe('article/publish rules', () => {
  let creator: Account;
  let images: string[];
  beforeAll(async () => {
    creator = await newCreator();
    images = await storedImages(server, creator.userId, 11);
  }, 60_000);

  async function refuses(fields: Record<string, unknown>, msg: string) {
    const body = await call('article/publish', creator.token, fields);
    expect(body).toEqual({ status: 0, msg, data: null });
  }

  it('takes 1 to 10 files and refuses none or 11', async () => {
    await publishOk(creator, draft(images.slice(0, 10)));
    await publishOk(creator, draft(images.slice(0, 1)));
    await refuses(draft(images.slice(0, 11)), 'A post can have at most 10 files.');
    await refuses(draft([]), 'Add at least one photo or video.');
  });

  it('requires a title of at most 100 characters and a text of at most 5000', async () => {
    await publishOk(
      creator,
      draft(images.slice(0, 1), { title: 't'.repeat(100), content: 'c'.repeat(5000) }),
    );
    await refuses(draft(images.slice(0, 1), { title: '  ' }), 'Please enter a title.');
    await refuses(
      draft(images.slice(0, 1), { title: 't'.repeat(101) }),
      'The title can be at most 100 characters long.',
    );
    await refuses(draft(images.slice(0, 1), { content: '' }), 'Please enter the text of the post.');
    await refuses(
      draft(images.slice(0, 1), { content: 'c'.repeat(5001) }),
      'The text can be at most 5000 characters long.',
    );
  });

  it('measures tags in units, non-ASCII counting 2: 2 to 20 units', async () => {
    const tooShort =
      'Each tag must be at least 2 characters long (a character outside the Latin alphabet counts as two).';
    const tooLong =
      'Each tag can be at most 20 characters long (a character outside the Latin alphabet counts as two).';
    const { id } = await publishOk(
      creator,
      draft(images.slice(0, 1), { tags: ['ab', 'a'.repeat(20), '港'.repeat(10)] }),
    );
    const edit = await call('article/getArticleByIdForEdit', creator.token, { id });
    expect(getPostForEditCall.response.parse(edit.data).tags).toEqual([
      'ab',
      'a'.repeat(20),
      '港'.repeat(10),
    ]);
    await publishOk(creator, draft(images.slice(0, 1), { tags: '港' }));
    await refuses(draft(images.slice(0, 1), { tags: 'a' }), tooShort);
    await refuses(draft(images.slice(0, 1), { tags: 'ok,' + 'a'.repeat(21) }), tooLong);
    await refuses(draft(images.slice(0, 1), { tags: ['港'.repeat(11)] }), tooLong);
  });

  it('prices a pay-per-post post above 0, at most 90, in at most 5 characters', async () => {
    const msg = 'The price must be above 0 and at most 90, with at most 5 characters.';
    const buy = (price: unknown) => draft(images.slice(0, 1), { article_type: ARTICLE_TYPE.buy, price });
    const { id } = await publishOk(creator, buy(90));
    await publishOk(creator, buy(89.99));
    await publishOk(creator, buy(0.01));
    await refuses(buy(0), msg);
    await refuses(buy(90.01), msg);
    await refuses(buy(1.005), msg);
    // A JSON number, not the form's text (docs/api.md, section 5).
    await refuses(buy('89.99'), 'The field "price" is missing or invalid.');
    const edit = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', creator.token, { id })).data,
    );
    expect(edit.price).toBe(90);
  });

  it('accepts only the four access levels and an existing category', async () => {
    await refuses(
      draft(images.slice(0, 1), { article_type: 5 }),
      'Choose who can see the post: subscribers, buyers, everyone or only you.',
    );
    await refuses(draft(images.slice(0, 1), { category: 'nope' }), 'This category does not exist.');
  });

  it('never mixes images and videos, and allows one video', async () => {
    const [video, secondVideo] = [
      await videoUpload(server, creator.userId),
      await videoUpload(server, creator.userId),
    ];
    await refuses(
      draft([images[0]!, video], { resource_type: 2 }),
      'Photos and videos cannot be combined in one post.',
    );
    await refuses(
      draft([video, secondVideo], { resource_type: 2 }),
      'A video cannot be combined with other files; a post can have only one video.',
    );
    const { id } = await publishOk(creator, draft([video], { resource_type: 2 }));
    await refuses(
      draft(images.slice(0, 2), { resource_type: 2 }),
      'The post type does not match its files: photos make a photo post, one video a video post.',
    );
    expect(id).toBeGreaterThan(0);
  });

  it('refuses members, another user’s upload and a display time in the past', async () => {
    const member = await newMember();
    const [memberImage] = await storedImages(server, member.userId, 1);
    const body = await call('article/publish', member.token, draft([memberImage!]));
    expect(body).toEqual({
      status: 0,
      msg: 'Only creators can publish posts. Become a creator first.',
      data: null,
    });
    await refuses(draft([memberImage!]), 'One of the files is not among your uploads. Upload it again.');
    await refuses(
      draft(['not-an-upload-id']),
      'One of the files is not among your uploads. Upload it again.',
    );
    const nowSeconds = Math.floor(server.clock.now().getTime() / 1000);
    await refuses(
      draft(images.slice(0, 1), { display_at: nowSeconds - 3600 }),
      'The scheduled time has already passed. Choose a later time.',
    );
    await publishOk(creator, draft(images.slice(0, 1), { display_at: nowSeconds - 60 }));
  });

  it('answers in the caller’s language', async () => {
    const { body } = await server.call(
      'article/publish',
      { ...draft(images.slice(0, 11)), token: creator.token },
      {
        language: 'zh-CN',
      },
    );
    expect(body.msg).toBe('一个帖子最多 10 个文件。');
  });

  it('needs a plan of the publisher’s own for a subscription post', async () => {
    const other = await newCreator();
    const othersPlan = await createPlan(other);
    const myPlan = await createPlan(creator);
    const sub = (ids: unknown) =>
      draft(images.slice(0, 1), { article_type: ARTICLE_TYPE.subscription, subscription_ids: ids });
    await refuses(sub([]), 'Choose at least one subscription plan for this post, or create a plan first.');
    await refuses(sub([othersPlan]), 'One of the chosen subscription plans does not exist or is not yours.');
    await refuses(
      sub([myPlan, othersPlan]),
      'One of the chosen subscription plans does not exist or is not yours.',
    );
    const { id } = await publishOk(creator, sub(String(myPlan)));
    const feed = getPostListCall.response.parse(
      (await call('article/getList', undefined, { filter_by: 1, limit: 50 })).data,
    ).list;
    expect(feed.find((post) => post.id === id)?.subscription_ids).toEqual([myPlan]);
  });
});

describe('review', () => {
  it('with REVIEW_MODE auto, a post of processed images is in the feed at once (image from the real route)', async () => {
    const creator = await newCreator();
    const uploadId = await uploadThroughRoute(server, creator.token);
    const { id, status } = await publishOk(creator, draft([uploadId]));
    expect(status).toBe(REVIEW_STATUS.published);
    expect(await feedIds()).toContain(id);
  });

  it('with auto, a post whose video is not processed yet waits at ready_slice for its job', async () => {
    const creator = await newCreator();
    const video = await videoUpload(server, creator.userId, 'uploaded');
    const { id, status } = await publishOk(creator, draft([video], { resource_type: 2 }));
    expect(status).toBe(REVIEW_STATUS.readySlice);
    expect(await feedIds()).not.toContain(id);
  });

  it('with REVIEW_MODE manual, a post waits until an operator approves it; a rejection keeps its reason', async () => {
    const creator = await newCreator(manual);
    const [image, second] = await storedImages(manual, creator.userId, 2);
    const { id, status } = await publishOk(creator, draft([image!]), manual);
    expect(status).toBe(REVIEW_STATUS.review);
    expect(await feedIds(manual)).not.toContain(id);

    expect(parseOpsCommand(['approve', String(id)])).toEqual({ action: 'approve', postId: id });
    expect(await approvePost(manual.database.handle.db, id)).toEqual({ ok: true, postId: id, status: 2 });
    expect(await feedIds(manual)).toContain(id);

    const rejected = await publishOk(creator, draft([second!]), manual);
    expect(parseOpsCommand(['reject', String(rejected.id), '--reason', 'Blurry'])).toEqual({
      action: 'reject',
      postId: rejected.id,
      reason: 'Blurry',
    });
    expect(parseOpsCommand(['reject', String(rejected.id)]).action).toBe('help');
    await rejectPost(manual.database.handle.db, rejected.id, 'Blurry');
    expect(await feedIds(manual)).not.toContain(rejected.id);
    const mine = managePostCall.response.parse(
      (await call('article/managePost', creator.token, {}, manual)).data,
    );
    const shown = mine.list.find((post) => post.id === rejected.id);
    expect(shown).toMatchObject({ status: REVIEW_STATUS.reject, review_note: 'Blurry' });
    expect(mine.list.find((post) => post.id === id)?.status).toBe(REVIEW_STATUS.published);
  });

  it('keeps a scheduled post out of the feed until the clock passes display_at', async () => {
    const creator = await newCreator();
    const [image] = await storedImages(server, creator.userId, 1);
    const at = Math.floor(server.clock.now().getTime() / 1000) + 2 * 3600;
    const { id, status } = await publishOk(creator, draft([image!], { display_at: at }));
    expect(status).toBe(REVIEW_STATUS.published);
    expect(await feedIds()).not.toContain(id);
    const scheduled = managePostCall.response.parse(
      (await call('article/managePost', creator.token, { pre_display: 1 })).data,
    );
    expect(scheduled.list.map((post) => post.id)).toEqual([id]);
    server.clock.advance(2 * 3600 * 1000 + 5000);
    expect(await feedIds()).toContain(id);
    const after = managePostCall.response.parse(
      (await call('article/managePost', creator.token, { pre_display: 1 })).data,
    );
    expect(after.list).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('an edit replaces files, tags and plans; the form gets everything back', async () => {
    const creator = await newCreator();
    const [a, b, c] = await storedImages(server, creator.userId, 3);
    const [planA, planB] = [await createPlan(creator), await createPlan(creator)];
    const { id } = await publishOk(
      creator,
      draft([a!, b!], {
        article_type: ARTICLE_TYPE.subscription,
        subscription_ids: [planA],
        tags: 'one,two',
      }),
    );
    const before = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', creator.token, { id })).data,
    );
    expect(before.media.map((item) => item.upload_id)).toEqual([a, b]);
    expect(before.subscription_ids).toEqual([planA]);

    await publishOk(
      creator,
      draft([c!, a!], {
        id,
        title: 'Evening light',
        article_type: ARTICLE_TYPE.subscription,
        subscription_ids: [planB],
        tags: ['three'],
        display_at: before.display_at,
      }),
    );
    const after = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', creator.token, { id })).data,
    );
    expect(after).toMatchObject({
      id,
      title: 'Evening light',
      tags: ['three'],
      subscription_ids: [planB],
      category: 'art',
    });
    expect(after.media.map((item) => item.upload_id)).toEqual([c, a]);
    expect(after.media[0]!.url).toContain('/media/');
    const db = server.database.handle.db;
    expect(await db.select().from(postMedia).where(eq(postMedia.postId, id))).toHaveLength(2);
    expect(
      (await db.select().from(planPosts).where(eq(planPosts.postId, id))).map((row) => row.planId),
    ).toEqual([planB]);

    // A refused edit changes nothing.
    const body = await call('article/publish', creator.token, draft([b!], { id, title: '' }));
    expect(body.status).toBe(0);
    expect(await db.select().from(postMedia).where(eq(postMedia.postId, id))).toHaveLength(2);
  });

  it('another user cannot edit, read for edit or delete a post; the owner deletes it with its rows', async () => {
    const owner = await newCreator();
    const other = await newCreator();
    const [image] = await storedImages(server, owner.userId, 1);
    const [otherImage] = await storedImages(server, other.userId, 1);
    const plan = await createPlan(owner);
    const { id } = await publishOk(
      owner,
      draft([image!], { article_type: ARTICLE_TYPE.subscription, subscription_ids: [plan] }),
    );
    await call('article/like', other.token, { article_id: id });
    const notFound = { status: 0, msg: 'This post does not exist or is no longer available.', data: null };
    expect(await call('article/publish', other.token, draft([otherImage!], { id }))).toEqual(notFound);
    expect(await call('article/getArticleByIdForEdit', other.token, { id })).toEqual(notFound);
    expect(await call('article/delete', other.token, { article_id: id })).toEqual(notFound);

    const db = server.database.handle.db;
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, id))).toHaveLength(1);
    const deleted = await call('article/delete', owner.token, { article_id: id });
    expect(deleted).toMatchObject({ status: 1, data: { article_id: id } });
    expect(await db.select().from(posts).where(eq(posts.id, id))).toEqual([]);
    expect(await db.select().from(postMedia).where(eq(postMedia.postId, id))).toEqual([]);
    expect(await db.select().from(planPosts).where(eq(planPosts.postId, id))).toEqual([]);
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, id))).toEqual([]);
    expect(await call('article/delete', owner.token, { article_id: id })).toEqual(notFound);
  });
});

describe('article/managePost', () => {
  it('lists only the creator’s own posts, by access level and resource type, 10 a page', async () => {
    const creator = await newCreator();
    const images = await storedImages(server, creator.userId, 1);
    const video = await videoUpload(server, creator.userId);
    const free: number[] = [];
    for (let i = 0; i < 11; i += 1) free.push((await publishOk(creator, draft(images))).id);
    const privatePost = (await publishOk(creator, draft(images, { article_type: ARTICLE_TYPE.private }))).id;
    const videoPost = (await publishOk(creator, draft([video], { resource_type: 2 }))).id;

    const list = async (payload: Record<string, unknown>, path = 'article/managePost') =>
      managePostCall.response
        .parse((await call(path, creator.token, payload)).data)
        .list.map((post) => post.id);
    const page1 = await list({ article_type: ARTICLE_TYPE.free });
    const page2 = await list({ article_type: ARTICLE_TYPE.free, page: 2 });
    expect(page1).toHaveLength(10);
    expect([...page1, ...page2].sort((x, y) => x - y)).toEqual([...free, videoPost].sort((x, y) => x - y));
    expect(await list({ article_type: ARTICLE_TYPE.private })).toEqual([privatePost]);
    expect(await list({ resource_type: 2 })).toEqual([videoPost]);
    expect(await list({ article_type: ARTICLE_TYPE.private }, 'article/listManagement')).toEqual([
      privatePost,
    ]);
    const stranger = await newCreator();
    expect(
      managePostCall.response.parse((await call('article/managePost', stranger.token, {})).data).list,
    ).toEqual([]);
  });
});

describe('npm run ops', () => {
  it('explains its usage, and names a post that does not exist', async () => {
    const [usage, missing] = await runOpsCommands([
      ['reject', '12'],
      ['approve', '999999'],
    ]);
    expect(usage!.code).toBe(2);
    expect(usage!.stderr).toContain('A rejection needs a reason');
    expect(missing).toMatchObject({ code: 1, stderr: 'No post 999999.\n' });
  }, 60_000);
});

describe('REVIEW_MODE', () => {
  it('is auto unless set to manual; anything else stops start-up', () => {
    expect(loadConfig({}).reviewMode).toBe('auto');
    expect(loadConfig({ REVIEW_MODE: 'manual' }).reviewMode).toBe('manual');
    expect(() => loadConfig({ REVIEW_MODE: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ REVIEW_MODE: 'sometimes' })).toThrow(/REVIEW_MODE must be one of auto, manual/);
  });
});
