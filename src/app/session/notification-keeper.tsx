import { useEffect } from 'react';
import { useUnreadNotificationCount } from '../../api/get-unread-notification-count.ts';
import { notificationUnread } from '../../state/notification-unread.ts';

/**
 * The signed-in member's unread notifications for the whole session (issue 25), mounted by the
 * root shell beside the chat keeper: the count is asked every minute while the page is visible
 * and on focus, and marking read in the centre updates it at once, so the bell in both
 * navigations shows it on every page. At logout the bell's count goes back to none.
 */
export function NotificationKeeper() {
  const unread = useUnreadNotificationCount().data ?? 0;
  useEffect(() => {
    notificationUnread.total = unread;
  }, [unread]);
  useEffect(
    () => () => {
      notificationUnread.total = 0;
    },
    [],
  );
  return null;
}
