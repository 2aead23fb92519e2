/**
 * The categories a member is interested in (`user/getinterested`, `user/updateinterested`): at
 * least MIN_INTERESTS known ones (spec §5). They make the interested feed and getList's
 * `user_interested` (posts/post-lists.service.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { MIN_INTERESTS } from '../../../src/contract/calls/user-interests.ts';
import type { Category } from '../../../src/contract/entities.ts';
import { categories, userInterests } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';

/** What these services take from a call's context. */
export type InterestsContext = Pick<CallContext, 'db' | 'now'>;

/** The user's categories, in the app's category order. */
export async function listInterests(ctx: InterestsContext, userId: number): Promise<Category[]> {
  return ctx.db
    .select({ id: categories.id, code: categories.code })
    .from(userInterests)
    .innerJoin(categories, eq(categories.id, userInterests.categoryId))
    .where(eq(userInterests.userId, userId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Replaces the user's categories with `categoryIds` (each once); answers them. */
export async function updateInterests(
  ctx: InterestsContext,
  userId: number,
  categoryIds: readonly number[],
): Promise<Category[]> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length < MIN_INTERESTS)
    throw new ServiceError('server.interests.tooFew', { min: MIN_INTERESTS });
  const known = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, wanted));
  if (known.length !== wanted.length) throw new ServiceError('server.interests.unknownCategory');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userInterests).where(eq(userInterests.userId, userId));
    await tx
      .insert(userInterests)
      .values(wanted.map((categoryId) => ({ userId, categoryId, createdAt: now })));
  });
  return listInterests(ctx, userId);
}
