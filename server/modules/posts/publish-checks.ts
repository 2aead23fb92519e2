/**
 * What a publish draft names, checked against the database inside the publish transaction
 * (publish.service.ts): the post being edited is the publisher's, the category exists, every file
 * is one of the publisher's own uploads and every plan one of their own plans, and the display time
 * is not in the past.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ARTICLE_TYPE } from '../../../src/contract/enums.ts';
import {
  isDisplayAtPast,
  PUBLISH_RULE_ERROR,
  type PublishDraft,
} from '../../../src/contract/rules/publish-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import type { Transaction } from '../../db/client.ts';
import { categories, posts, subscriptionPlans, uploads } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import { publishRuleRefusal } from '../../http/rule-messages.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Throws the refusal of a contract publish rule. */
export function refuse(rule: Parameters<typeof publishRuleRefusal>[0]): never {
  const { id, values } = publishRuleRefusal(rule);
  throw new ServiceError(id, values);
}

/** The post an edit replaces, locked for the transaction; undefined for a new post. */
export async function ownPostToEdit(
  tx: Transaction,
  userId: number,
  postId: number | undefined,
): Promise<{ displayAt: Date } | undefined> {
  if (postId === undefined) return undefined;
  const [existing] = await tx
    .select({ displayAt: posts.displayAt })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
    .for('update');
  if (!existing) throw new ServiceError('server.post.notFound');
  return existing;
}

export async function categoryIdOf(tx: Transaction, code: string): Promise<number> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.code, code));
  if (!category) throw new ServiceError('server.post.categoryNotFound');
  return category.id;
}

const uploadColumns = {
  id: uploads.id,
  publicId: uploads.publicId,
  kind: uploads.kind,
  status: uploads.status,
  originalKey: uploads.originalKey,
  blurKey: uploads.blurKey,
  width: uploads.width,
  height: uploads.height,
  videoTime: uploads.videoTime,
};

export type DraftFile = Pick<typeof uploads.$inferSelect, keyof typeof uploadColumns>;

/** The draft's files in its order; every one is one of the publisher's own uploads, each used once. */
export async function ownUploadsOf(tx: Transaction, userId: number, ids: string[]): Promise<DraftFile[]> {
  if (new Set(ids).size !== ids.length || !ids.every(isUuid))
    throw new ServiceError('server.post.uploadNotFound');
  const found = await tx
    .select(uploadColumns)
    .from(uploads)
    .where(and(inArray(uploads.publicId, ids), eq(uploads.userId, userId)));
  const byPublicId = new Map(found.map((row) => [row.publicId, row]));
  const files = ids.map((id) => byPublicId.get(id));
  if (files.some((file) => file === undefined)) throw new ServiceError('server.post.uploadNotFound');
  return files.filter((file) => file !== undefined);
}

/** A subscription post names only the publisher's own plans; other levels keep no plan links. */
export async function ownPlanIdsOf(tx: Transaction, userId: number, draft: PublishDraft): Promise<number[]> {
  const planIds =
    draft.article_type === ARTICLE_TYPE.subscription ? [...new Set(draft.subscription_ids)] : [];
  if (planIds.length === 0) return planIds;
  const mine = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(inArray(subscriptionPlans.id, planIds), eq(subscriptionPlans.userId, userId)));
  if (mine.length !== planIds.length) throw new ServiceError('server.post.planNotFound');
  return planIds;
}

/** A display time in the past is refused, unless an edit keeps the post's own time. */
export function displayTimeOf(
  draft: PublishDraft,
  existing: { displayAt: Date } | undefined,
  now: Date,
): Date {
  if (draft.display_at === undefined) return existing?.displayAt ?? now;
  const keepsOwnTime = existing !== undefined && seconds(existing.displayAt) === draft.display_at;
  if (!keepsOwnTime && isDisplayAtPast(draft.display_at, seconds(now)))
    refuse(PUBLISH_RULE_ERROR.displayAtPast);
  return new Date(draft.display_at * 1000);
}
