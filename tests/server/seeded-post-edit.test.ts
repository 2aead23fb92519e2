/**
 * Editing a seeded post keeps its pictures (issue 9): the seed records each picture as an upload
 * of its creator, as the image upload does (uploads.service.ts storeImage), so
 * article/getArticleByIdForEdit names every file by an upload id and article/publish takes them
 * back. They stay the creator's own: another creator cannot put them in a post.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostForEditCall } from '../../src/contract/calls/post-for-edit.ts';
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import { isUuid } from '../../src/contract/uuid.ts';
import { postMedia, posts, uploads, users } from '../../server/db/schema.ts';
import { DEMO_CREATOR_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { logIn } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const call = async (path: string, token: string, payload: Record<string, unknown> = {}) =>
  (await server.call(path, { ...payload, token })).body;

/** The first seeded free post already shown, with its creator's address. */
async function seededFreePost(skip = 0) {
  const rows = await server.database.handle.db
    .select({ id: posts.id, userId: posts.userId, email: users.email })
    .from(posts)
    .innerJoin(users, eq(posts.userId, users.id))
    .where(and(eq(posts.articleType, ARTICLE_TYPE.free), lte(posts.displayAt, server.seededAt)))
    .orderBy(asc(posts.id));
  const distinct = rows.filter((row, i) => rows.findIndex((other) => other.userId === row.userId) === i);
  return distinct[skip]!;
}

async function mediaRows(postId: number) {
  return server.database.handle.db
    .select({
      originalKey: postMedia.originalKey,
      blurKey: postMedia.blurKey,
      width: postMedia.width,
      height: postMedia.height,
    })
    .from(postMedia)
    .where(eq(postMedia.postId, postId))
    .orderBy(asc(postMedia.position));
}

describe('a seeded post in the publish form', () => {
  it('names every picture by an upload of its creator, recorded as the image upload records one', async () => {
    const post = await seededFreePost();
    const rows = await server.database.handle.db
      .select({ upload: uploads })
      .from(postMedia)
      .innerJoin(uploads, eq(postMedia.uploadId, uploads.id))
      .where(eq(postMedia.postId, post.id));
    expect(rows.length).toBe((await mediaRows(post.id)).length);
    for (const { upload } of rows) {
      expect(upload).toMatchObject({ userId: post.userId, kind: 'image', status: 'ready' });
      expect(upload.bytes).toBeGreaterThan(0);
      expect(isUuid(upload.publicId)).toBe(true);
    }
  });

  it('keeps its pictures when the creator edits it, and stays published', async () => {
    const post = await seededFreePost();
    const { token } = await logIn(server, post.email, DEMO_CREATOR_PASSWORD);
    const before = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', token, { id: post.id })).data,
    );
    expect(before.media.length).toBeGreaterThan(0);
    expect(before.media.every((item) => item.upload_id !== null && isUuid(item.upload_id))).toBe(true);
    const filesBefore = await mediaRows(post.id);

    // What the publish form sends back for a post whose title alone changed.
    const answer = await call('article/publish', token, {
      id: post.id,
      category: before.category,
      title: `${before.title} (edited)`,
      content: before.content,
      tags: before.tags,
      resource_type: before.resource_type,
      article_type: before.article_type,
      subscription_ids: before.subscription_ids,
      price: 0,
      media: before.media.map((item) => item.upload_id),
      display_at: before.display_at,
    });
    expect(answer.msg).toBe('');
    expect(answer).toMatchObject({ status: 1, data: { id: post.id, status: REVIEW_STATUS.published } });

    const after = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', token, { id: post.id })).data,
    );
    expect(after.title).toBe(`${before.title} (edited)`);
    expect(after.media.map((item) => item.upload_id)).toEqual(before.media.map((item) => item.upload_id));
    expect(await mediaRows(post.id)).toEqual(filesBefore);
  });

  it('refuses the pictures to another creator', async () => {
    const owner = await seededFreePost(0);
    const other = await seededFreePost(1);
    expect(other.userId).not.toBe(owner.userId);
    const ownerToken = (await logIn(server, owner.email, DEMO_CREATOR_PASSWORD)).token;
    const otherToken = (await logIn(server, other.email, DEMO_CREATOR_PASSWORD)).token;
    const owned = getPostForEditCall.response.parse(
      (await call('article/getArticleByIdForEdit', ownerToken, { id: owner.id })).data,
    );
    const answer = await call('article/publish', otherToken, {
      category: owned.category,
      title: 'Not mine',
      content: 'Pictures of another creator.',
      tags: ['borrowed', 'pictures'],
      resource_type: 1,
      article_type: ARTICLE_TYPE.free,
      media: owned.media.map((item) => item.upload_id),
    });
    expect(answer).toEqual({
      status: 0,
      msg: 'One of the files is not among your uploads. Upload it again.',
      data: null,
    });
  });
});
