import { defineMessages } from 'react-intl';

/** The "Push notifications on this device" switch (notification settings, issue 25). */
export const pushOptInMessages = defineMessages({
  label: { id: 'push.label', defaultMessage: 'Push notifications on this device' },
  hint: {
    id: 'push.hint',
    defaultMessage: 'Get your notifications on this device even when the app is closed.',
  },
  unsupported: {
    id: 'push.unsupported',
    defaultMessage:
      'This browser can’t receive push notifications. On an iPhone or iPad, add the app to your home screen first.',
  },
  unavailable: {
    id: 'push.unavailable',
    defaultMessage: 'Push notifications are not available on this server.',
  },
  denied: {
    id: 'push.denied',
    defaultMessage:
      'Notifications are blocked for this site. To allow them, open the site settings (the icon beside the address) and set Notifications to Allow, then come back here.',
  },
  checkFailed: {
    id: 'push.checkFailed',
    defaultMessage: 'Couldn’t check push notifications. Try again later.',
  },
  turnOnFailed: {
    id: 'push.turnOnFailed',
    defaultMessage: 'Couldn’t turn on push notifications. Try again.',
  },
  turnOffFailed: {
    id: 'push.turnOffFailed',
    defaultMessage: 'Couldn’t turn off push notifications. Try again.',
  },
});
