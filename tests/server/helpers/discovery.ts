/**
 * Steps the discovery tests share: posts written straight into the database with the fields a
 * test needs (text, tags, counts, times), and keyset pages read and walked through the envelope.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cursorPageOf } from '../../../src/contract/entities-discovery.ts';
import { postSchema, type Post } from '../../../src/contract/entities.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { categories, planPosts, postMedia, posts } from '../../../server/db/schema.ts';
import { storeImage } from './media-fixtures.ts';
import type { TestServer } from './test-server.ts';

export interface PostFields {
  title?: string;
  content?: string;
  tags?: string[];
  articleType?: number;
  resourceType?: number;
  status?: number;
  /** Minutes before the server's now (negative: scheduled ahead). */
  minutesAgo?: number;
  likeCount?: number;
  viewCount?: number;
  category?: string;
  planIds?: number[];
  priceCents?: number;
}

/** A post of `userId` with one stored picture, written as the test says. */
export async function addPost(server: TestServer, userId: number, fields: PostFields = {}): Promise<number> {
  const db = server.database.handle.db;
  const [category] = fields.category
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.code, fields.category))
    : [];
  const [row] = await db
    .insert(posts)
    .values({
      userId,
      title: fields.title ?? 'A discovery post',
      content: fields.content ?? 'Written by the test.',
      tags: fields.tags ?? [],
      articleType: fields.articleType ?? ARTICLE_TYPE.free,
      resourceType: fields.resourceType ?? RESOURCE_TYPE.image,
      status: fields.status ?? REVIEW_STATUS.published,
      displayAt: new Date(server.clock.now().getTime() - (fields.minutesAgo ?? 60) * 60_000),
      likeCount: fields.likeCount ?? 0,
      viewCount: fields.viewCount ?? 0,
      categoryId: category?.id ?? null,
      priceCents: fields.priceCents ?? (fields.articleType === ARTICLE_TYPE.buy ? 500 : 0),
    })
    .returning({ id: posts.id });
  const id = row!.id;
  await db
    .insert(postMedia)
    .values({ postId: id, position: 0, ...(await storeImage(server)), width: 800, height: 600 });
  for (const planId of fields.planIds ?? []) await db.insert(planPosts).values({ planId, postId: id });
  return id;
}

const postPage = cursorPageOf(postSchema);
export type PostPage = ReturnType<typeof postPage.parse>;

/** One page of a post list that must succeed, parsed with the contract. */
export async function postPageOf(
  server: TestServer,
  path: string,
  payload: Record<string, unknown>,
  token?: string,
): Promise<PostPage> {
  const { body } = await server.call(path, { ...payload, ...(token ? { token } : {}) });
  expect(body.msg, path).toBe('');
  expect(body.status, path).toBe(1);
  return postPage.parse(body.data);
}

/**
 * Every page of a post list by cursor, as the app reads it: until a page is short or its cursor
 * empty. `between` runs after each page (posts arriving meanwhile).
 */
export async function walkPosts(
  server: TestServer,
  path: string,
  payload: Record<string, unknown>,
  options: { token?: string; between?: (page: number) => Promise<void> } = {},
): Promise<Post[]> {
  const seen: Post[] = [];
  let cursor = '';
  for (let page = 1; page < 500; page++) {
    const data = await postPageOf(
      server,
      path,
      { ...payload, page, ...(cursor ? { cursor } : {}) },
      options.token,
    );
    seen.push(...data.list);
    if (data.list.length < data.limit || data.cursor === '') return seen;
    cursor = data.cursor;
    await options.between?.(page);
  }
  throw new Error('the walk never ended');
}

export const idsOf = (list: readonly { id: number }[]) => list.map((item) => item.id);
