import { defineMessages } from 'react-intl';

/** The notification settings (mine/notifications/settings, issue 25). */
export const notificationSettingsMessages = defineMessages({
  title: { id: 'notificationSettings.title', defaultMessage: 'Notification settings' },
  intro: {
    id: 'notificationSettings.intro',
    defaultMessage: 'Choose what you are told about. A type turned off is not kept, even for later.',
  },
  device: { id: 'notificationSettings.group.device', defaultMessage: 'This device' },
  activity: { id: 'notificationSettings.group.activity', defaultMessage: 'People' },
  earnings: { id: 'notificationSettings.group.earnings', defaultMessage: 'Earnings' },
  posts: { id: 'notificationSettings.group.posts', defaultMessage: 'Post reviews' },
  account: { id: 'notificationSettings.group.account', defaultMessage: 'Your account' },
  saveFailed: {
    id: 'notificationSettings.saveFailed',
    defaultMessage: 'Couldn’t save this setting. Try again.',
  },
});
