import { defineMessages } from 'react-intl';
import type { IconName } from '../../atoms/icon/icon.tsx';

export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  search: { id: 'nav.search', defaultMessage: 'Search' },
  message: { id: 'nav.message', defaultMessage: 'Messages' },
  mine: { id: 'nav.mine', defaultMessage: 'Me' },
  publish: { id: 'nav.publish', defaultMessage: 'Publish' },
  main: { id: 'nav.main', defaultMessage: 'Main' },
});

export type NavKey = 'home' | 'search' | 'message' | 'mine' | 'publish';

export interface NavItem {
  key: NavKey;
  /** Path under the language prefix. */
  path: string;
  icon: IconName;
  /** Spec §2: publish and message need a login; a visitor is asked to log in first. */
  needsLogin?: boolean;
}

export const NAV_ITEMS: Record<NavKey, NavItem> = {
  home: { key: 'home', path: '/home', icon: 'home' },
  search: { key: 'search', path: '/search', icon: 'search' },
  message: { key: 'message', path: '/message', icon: 'message', needsLogin: true },
  mine: { key: 'mine', path: '/mine', icon: 'user' },
  publish: { key: 'publish', path: '/publish', icon: 'plus', needsLogin: true },
};
