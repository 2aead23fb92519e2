/**
 * A member's browsers that asked for web push (issue 25): user/getPushKey, addPushSubscription,
 * removePushSubscription. Sending is push-job.ts.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { allowedPushHost, pushHostOf } from './push-endpoints.ts';

/** How many browsers a member keeps: the newest; an older one stops getting pushes. */
export const PUSH_SUBSCRIPTIONS_KEPT = 10;

type PushContext = Pick<CallContext, 'db' | 'config' | 'now'>;

/** The VAPID public key browsers subscribe with; '' when push is off on this server. */
export function pushKey(ctx: Pick<CallContext, 'config'>): string {
  return ctx.config.push.vapid?.publicKey ?? '';
}

/**
 * Keeps the browser's subscription for the member. The endpoint is the browser's identity: sent
 * again it is refreshed (new keys), and sent by another member (a shared computer, signed in as
 * someone else) it becomes theirs, so the first member's news stops going there.
 */
export async function addPushSubscription(
  ctx: PushContext,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  if (!ctx.config.push.vapid) throw new ServiceError('server.push.off');
  if (!allowedPushHost(subscription.endpoint, ctx.config.push))
    throw new ServiceError('server.push.endpointNotAllowed', { host: pushHostOf(subscription.endpoint) });
  const { endpoint, keys } = subscription;
  const createdAt = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt, lastSuccessAt: null },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_KEPT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets the browser's subscription when it is the member's own; anything else is left as it is. */
export async function removePushSubscription(
  ctx: PushContext,
  userId: number,
  endpoint: string,
): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
