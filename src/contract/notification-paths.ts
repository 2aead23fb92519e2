/**
 * Where a notification takes the member (issue 25): the page of the app that shows what it tells,
 * the path after the language prefix. The server's web push opens it (data.url), so the centre
 * and a push land on the same screen when both use this.
 */
import type { NotificationType } from './entities-notifications.ts';
import { CREATOR_APPLICATION_STATUS } from './rules/creator-application.ts';

/** What a notification's target depends on. */
export interface NotificationTarget {
  type: NotificationType;
  /** The post it is about and its author's account name; null when none or deleted. */
  post: { id: number; username: string } | null;
  /** The uuid of who did it (a chat message's sender opens their room); null when none. */
  actorUuid: string | null;
  /** A withdrawal's or an application's new status. */
  status: number;
  /** The subscription a coming charge is for; null when none. */
  subscriptionId?: number | null;
}

/** Pages of the account area, by what the member does there. */
const MINE_PAGE: Partial<Record<NotificationType, string>> = {
  subscriber: '/mine/earn',
  renewal: '/mine/earn',
  cancellation: '/mine/earn',
  tip: '/mine/earn',
  purchase: '/mine/earn',
  post_rejected: '/mine/post',
  withdrawal: '/mine/earn-withdrawal-history',
  report_outcome: '/mine/reports',
  data_export_ready: '/mine/account',
};

/** The fan's subscriptions, with the cancel of one open at once when `id` is known: the one-tap cancel. */
export function subscriptionCancelPath(id: number | null | undefined): string {
  return id ? `/mine/buy?t=subscriptions&cancel=${id}` : '/mine/buy?t=subscriptions';
}

/** The path (without the language) a notification opens. */
export function notificationPath(notice: NotificationTarget): string {
  const mine = MINE_PAGE[notice.type];
  if (mine) return mine;
  switch (notice.type) {
    // A coming charge: the subscription's cancel, one confirm away.
    case 'trial_ending':
    case 'renewal_coming':
      return subscriptionCancelPath(notice.subscriptionId);
    // A paid message's sale too: the conversation with the fan who bought it, where the message is.
    case 'message':
    case 'message_purchase':
      return notice.actorUuid ? `/message/${encodeURIComponent(notice.actorUuid)}` : '/message';
    case 'creator_application':
      // Approved, the member is a creator: mine home shows the creator's pages; refused, the form again.
      return notice.status === CREATOR_APPLICATION_STATUS.approved ? '/mine' : '/mine/creator';
    default:
      // A comment, reply, like or approval is about a post: its page, or the creator's posts when it is gone.
      return notice.post ? `/${encodeURIComponent(notice.post.username)}/${notice.post.id}` : '/mine/post';
  }
}
