/**
 * Blocking (`user/blockUserEvent`, `user/getBlockList`): 1 blocks, 2 unblocks, each idempotent;
 * nobody blocks themselves. What a block does is block-rule.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { BLOCK_ACTION } from '../../../src/contract/calls/user-reports-and-blocks.ts';
import type { BlockedUser } from '../../../src/contract/entities-discovery.ts';
import { userBlocks, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type BlocksContext = Pick<CallContext, 'db' | 'media' | 'now'>;

/** Blocks (action 1) or unblocks (2) the user with public id `aff`; answers the state after. */
export async function setBlock(
  ctx: BlocksContext,
  blockerId: number,
  input: { aff_blocked: number; action_type: number },
): Promise<{ is_block: 0 | 1 }> {
  const [target] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.aff, input.aff_blocked))
    .limit(1);
  if (!target) throw new ServiceError('server.user.notFound');
  if (target.id === blockerId) throw new ServiceError('server.block.self');
  if (input.action_type === BLOCK_ACTION.block) {
    await ctx.db
      .insert(userBlocks)
      .values({ blockerId, blockedId: target.id, createdAt: ctx.now() })
      .onConflictDoNothing();
    return { is_block: 1 };
  }
  await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, target.id)));
  return { is_block: 0 };
}

/** The accounts the user blocked, latest first. */
export async function listBlocked(
  ctx: BlocksContext,
  blockerId: number,
  page: number,
  limit: number,
): Promise<BlockedUser[]> {
  const rows = await ctx.db
    .select({ aff: users.aff, thumb: users.thumb, nickname: users.nickname, username: users.username })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit)
    .offset(offsetOf({ page, limit }));
  return rows.map((row) => ({
    aff_blocked: row.aff,
    thumb: ctx.media.publicUrl(row.thumb),
    nickname: row.nickname,
    username: row.username,
  }));
}
