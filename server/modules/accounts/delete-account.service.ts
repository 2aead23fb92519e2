/**
 * Account deletion (`user/deleteAccount`): the current password (and a current second-factor
 * code when it is on), then everything of the user goes.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { emailCodes, postLikes, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { AccountDeletionHook } from './account-deletion-hooks.ts';
import { type PasswordContext, requireCurrentPassword } from './password.service.ts';
import { requireStepUp } from './step-up.ts';

/** What these services take from a call's context. */
export type DeleteAccountContext = Pick<CallContext, 'db' | 'log' | 'mediaPass' | 'storage'> &
  PasswordContext;

/**
 * Deletes the user. The database cascades to sessions (so every session ends), posts, likes,
 * codes and sign-in identities; guest ids stay, unlinked. Like counts of the posts the user liked
 * are lowered first, in the same transaction, so no count keeps a like that no longer exists;
 * the other modules' `hooks` do the same for theirs (comment counts), and name the stored files
 * (a creator application's identity documents) removed once the rows are gone: nothing of them
 * may outlive the account.
 */
export async function deleteAccount(
  ctx: DeleteAccountContext,
  userId: number,
  input: { password: string; second_factor_code?: string | undefined },
  hooks: readonly AccountDeletionHook[],
): Promise<Record<string, never>> {
  const user = await requireCurrentPassword(ctx, userId, input.password);
  await requireStepUp(ctx, userId, input.second_factor_code);
  const documents: string[] = [];
  for (const hook of hooks) documents.push(...((await hook.storedFilesOf?.(ctx.db, userId)) ?? []));
  await ctx.db.transaction(async (tx) => {
    const liked = tx.select({ postId: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId));
    await tx
      .update(posts)
      .set({ likeCount: sql`greatest(${posts.likeCount} - 1, 0)` })
      .where(inArray(posts.id, liked));
    for (const hook of hooks) await hook.beforeDelete?.(tx, userId);
    // Sign-in codes are keyed by address, not user: a pending one must not outlive the account.
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    // Revoked before the cascade removes them, so the ending is announced (chat sockets close).
    await revokeOtherSessions(tx, userId, undefined, ctx.now());
    await tx.delete(users).where(eq(users.id, userId));
  });
  const removed = await Promise.allSettled(documents.map((key) => ctx.storage.remove(key)));
  for (const result of removed)
    if (result.status === 'rejected')
      ctx.log.error({ err: result.reason }, 'a deleted account left an identity document in storage');
  ctx.mediaPass.clear();
  return {};
}
