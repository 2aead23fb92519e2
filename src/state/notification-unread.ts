import { proxy } from 'valtio';

/**
 * The signed-in member's unread notifications, for the bell in both navigations. Written by the
 * notification keeper (src/app/session/notification-keeper.tsx) from its polled query; a small
 * store of its own, as chat-unread.ts is, so the navigation reads it without TanStack Query.
 */
export const notificationUnread = proxy({ total: 0 });
