import { defineMessages } from 'react-intl';

/** The notification centre (mine/notifications, issue 25). */
export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  settings: { id: 'notifications.settings', defaultMessage: 'Notification settings' },
  empty: { id: 'notifications.empty', defaultMessage: 'No notifications yet' },
  emptyHint: {
    id: 'notifications.emptyHint',
    defaultMessage: 'New subscribers, tips, comments, likes and messages will show up here.',
  },
  loadMoreFailed: { id: 'notifications.loadMoreFailed', defaultMessage: 'Couldn’t load more notifications' },
});
