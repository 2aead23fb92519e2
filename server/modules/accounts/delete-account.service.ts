/**
 * Account deletion (`user/deleteAccount`): the current password (and a current second-factor
 * code when it is on), then everything of the user goes.
 */
import type { StepUpProof } from '../../../src/contract/two-factor.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { emailCodes, postLikes, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { AccountDeletionHook, StoredMedia } from './account-deletion-hooks.ts';
import { queueMediaRemoval } from './account-media-removal.ts';
import { type PasswordContext, requireCurrentPassword } from './password.service.ts';
import { requireStepUp } from './step-up.ts';

/** What these services take from a call's context. */
export type DeleteAccountContext = Pick<CallContext, 'config' | 'db' | 'log' | 'mediaPass' | 'storage'> &
  PasswordContext;

/**
 * Deletes the user. The database cascades to sessions (so every session ends), posts, likes,
 * codes and sign-in identities; guest ids stay, unlinked. Like counts of the posts the user liked
 * are lowered first, in the same transaction, so no count keeps a like that no longer exists;
 * the other modules' `hooks` do the same for theirs (comment counts), and name the stored files
 * (a creator application's identity documents, the member's media and exports): nothing of them
 * may outlive the account. The private documents are removed at once after the commit; every
 * file, those included, is removed by a job queued in the deleting transaction, which retries
 * until storage answers (account-media-removal.ts). Orders and ledger entries stay, without the
 * member (docs/decisions/account-deletion.md).
 */
export async function deleteAccount(
  ctx: DeleteAccountContext,
  userId: number,
  input: { password: string } & StepUpProof,
  hooks: readonly AccountDeletionHook[],
): Promise<Record<string, never>> {
  const user = await requireCurrentPassword(ctx, userId, input.password);
  await requireStepUp(ctx, userId, input);
  const documents: string[] = [];
  const media: StoredMedia = { keys: [], folders: [] };
  for (const hook of hooks) {
    documents.push(...((await hook.storedFilesOf?.(ctx.db, userId)) ?? []));
    const more = await hook.storedMediaOf?.(ctx.db, userId);
    if (more) {
      media.keys.push(...more.keys);
      media.folders.push(...more.folders);
    }
  }
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
    await queueMediaRemoval(tx, userId, { keys: [...documents, ...media.keys], folders: media.folders });
  });
  const removed = await Promise.allSettled(documents.map((key) => ctx.storage.remove(key)));
  for (const result of removed)
    if (result.status === 'rejected')
      ctx.log.error({ err: result.reason }, 'a deleted account left an identity document in storage');
  ctx.mediaPass.clear();
  return {};
}
