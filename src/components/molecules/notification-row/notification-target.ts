import type { Notification } from '../../../contract/entities-notifications.ts';
import { notificationPath } from '../../../contract/notification-paths.ts';

/**
 * Where a notification's row opens, under the language prefix: the contract's one rule
 * (notification-paths.ts), which the server's web push opens too, so a row and a push land on the
 * same screen.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'post' | 'actor' | 'status'> &
    Partial<Pick<Notification, 'subscription_id'>>,
): string {
  return notificationPath({
    type: notification.type,
    post: notification.post,
    actorUuid: notification.actor?.uuid ?? null,
    status: notification.status,
    subscriptionId: notification.subscription_id,
  });
}
