import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The texts of the member's logged-in devices (DevicesSection). */
export const devicesMessages = defineMessages({
  title: { id: 'devices.title', defaultMessage: 'Logged-in devices' },
  intro: {
    id: 'devices.intro',
    defaultMessage:
      'These devices are logged in to your account. If you don’t recognise one, log it out and change your password.',
  },
  device: defineMessage<{ browser: string; os: string }>({
    id: 'devices.device',
    defaultMessage: '{browser} on {os}',
  }),
  unknownBrowser: { id: 'devices.unknownBrowser', defaultMessage: 'Unknown browser' },
  unknownSystem: { id: 'devices.unknownSystem', defaultMessage: 'unknown system' },
  thisDevice: { id: 'devices.thisDevice', defaultMessage: 'This device' },
  network: defineMessage<{ network: string; bdi: MessageTag }>({
    id: 'devices.network',
    defaultMessage: 'Approximate place: network <bdi>{network}</bdi>',
  }),
  networkUnknown: { id: 'devices.networkUnknown', defaultMessage: 'Approximate place: unknown' },
  loggedIn: defineMessage<{ date: string }>({ id: 'devices.loggedIn', defaultMessage: 'Logged in {date}' }),
  lastActive: { id: 'devices.lastActive', defaultMessage: 'Last active' },
  activeNow: { id: 'devices.activeNow', defaultMessage: 'Active now' },
  logOut: { id: 'devices.logOut', defaultMessage: 'Log out' },
  logOutNamed: defineMessage<{ device: string }>({
    id: 'devices.logOutNamed',
    defaultMessage: 'Log out {device}',
  }),
  loggedOut: defineMessage<{ device: string }>({
    id: 'devices.loggedOut',
    defaultMessage: '{device} was logged out',
  }),
  logOutOthers: { id: 'devices.logOutOthers', defaultMessage: 'Log out everywhere else' },
  logOutOthersTitle: { id: 'devices.logOutOthersTitle', defaultMessage: 'Log out every other device?' },
  logOutOthersMessage: {
    id: 'devices.logOutOthersMessage',
    defaultMessage: 'Every device but this one will be logged out at once. You stay logged in here.',
  },
  loggedOutOthers: defineMessage<{ count: number }>({
    id: 'devices.loggedOutOthers',
    defaultMessage: '{count, plural, one {# device was} other {# devices were}} logged out',
  }),
  keep: { id: 'devices.keep', defaultMessage: 'Cancel' },
  onlyThis: { id: 'devices.onlyThis', defaultMessage: 'Your account isn’t logged in anywhere else.' },
  failed: { id: 'devices.failed', defaultMessage: 'That didn’t work. Please try again.' },
});
