import { defineMessage, defineMessages } from 'react-intl';
import type { IconShape } from '../../atoms/icon/icon.tsx';
import { bellIcon, homeIcon, messageIcon, plusIcon, searchIcon, userIcon } from '../../atoms/icon/icons.ts';

export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  search: { id: 'nav.search', defaultMessage: 'Search' },
  message: { id: 'nav.message', defaultMessage: 'Messages' },
  mine: { id: 'nav.mine', defaultMessage: 'Me' },
  publish: { id: 'nav.publish', defaultMessage: 'Publish' },
  main: { id: 'nav.main', defaultMessage: 'Main' },
  notifications: { id: 'nav.notifications', defaultMessage: 'Notifications' },
});

/** The bell's count as a screen reader reads it after the name ("Notifications 4 unread"). */
export const notificationsUnreadMessage = defineMessage<{ count: number }>({
  id: 'nav.notificationsUnreadCount',
  defaultMessage: '{count, plural, one {# unread} other {# unread}}',
});

export type NavKey = 'home' | 'search' | 'message' | 'notifications' | 'mine' | 'publish';

export interface NavItem {
  key: NavKey;
  /** Path under the language prefix. */
  path: string;
  icon: IconShape;
  /** Spec §2: publish and message need a login; a visitor is asked to log in first. */
  needsLogin?: boolean;
}

export const NAV_ITEMS: Record<NavKey, NavItem> = {
  home: { key: 'home', path: '/home', icon: homeIcon },
  search: { key: 'search', path: '/search', icon: searchIcon },
  message: { key: 'message', path: '/message', icon: messageIcon, needsLogin: true },
  // Shown to a signed-in member only (a visitor has no notifications), so it needs no login gate.
  notifications: { key: 'notifications', path: '/mine/notifications', icon: bellIcon },
  mine: { key: 'mine', path: '/mine', icon: userIcon },
  publish: { key: 'publish', path: '/publish', icon: plusIcon, needsLogin: true },
};
