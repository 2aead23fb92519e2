import { ROLE, type Role } from '../../../contract/enums.ts';
import { roleAllows, type MinePermission } from '../../../contract/rules/mine-permissions.ts';

/** Rows of the settings and mine menus (spec §2 "settings menu", "Mine menu"). */
export type SettingsItem =
  | 'becomeCreator'
  | 'profile'
  | 'profilePreview'
  | 'posts'
  | 'earnings'
  | 'purchases'
  | 'collection'
  | 'creditCards'
  | 'notifications'
  | 'account'
  | 'password'
  | 'blocked'
  | 'myReports'
  | 'language'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'dmca'
  | 'version'
  | 'feedback'
  | 'officialEmail'
  | 'deleteAccount'
  | 'logout';

/** The menu in display order: one inner list per group; destructive rows last. */
const MENU: readonly (readonly SettingsItem[])[] = [
  ['becomeCreator'],
  ['profile', 'profilePreview', 'posts', 'earnings'],
  ['purchases', 'collection', 'creditCards'],
  ['notifications', 'account', 'password', 'blocked', 'myReports'],
  ['language'],
  ['terms', 'privacy', 'cookies', 'dmca', 'version'],
  ['feedback', 'officialEmail'],
  ['deleteAccount', 'logout'],
];

/** Rows that open a mine page carry that page's permission key (spec §2 table). */
const PERMISSION: Partial<Record<SettingsItem, MinePermission>> = {
  profile: 'profile',
  profilePreview: 'profile',
  posts: 'postEarn',
  earnings: 'postEarn',
  purchases: 'buyCollect',
  collection: 'buyCollect',
  creditCards: 'buyCollect',
  notifications: 'settings',
  account: 'settings',
  password: 'settings',
  blocked: 'settings',
  myReports: 'settings',
  deleteAccount: 'settings',
};

/** Pages under /{lang} that rows open (spec §2 table). */
export const SETTINGS_PAGES: Partial<Record<SettingsItem, string>> = {
  becomeCreator: '/mine/creator',
  profile: '/mine/profile-set',
  profilePreview: '/mine/profile-prvw',
  posts: '/mine/post',
  earnings: '/mine/earn',
  purchases: '/mine/buy',
  collection: '/mine/collect',
  creditCards: '/mine/card',
  notifications: '/mine/notifications',
  account: '/mine/account',
  password: '/mine/password',
  blocked: '/mine/block',
  myReports: '/mine/reports',
  terms: '/mine/tos',
  privacy: '/mine/pp',
  cookies: '/mine/cp',
  dmca: '/mine/dmca',
  deleteAccount: '/mine/delete',
};

/**
 * Spec §6. A visitor's account rows are become-creator (a gated entry: it asks for a login)
 * and the official email, beside the language and about pages anyone may read. A member adds
 * purchases, collection, cards, the account settings and logout; a creator adds the profile,
 * posts and earnings, and no longer sees become-creator.
 */
function shows(item: SettingsItem, role: Role): boolean {
  if (item === 'becomeCreator') return role === ROLE.visitor || roleAllows(role, 'beCreator');
  if (item === 'logout') return role !== ROLE.visitor;
  const permission = PERMISSION[item];
  return permission === undefined || roleAllows(role, permission);
}

/** The menu a role is entitled to, in groups: every row its permissions allow (spec §2, §6). */
export function settingsMenuFor(role: Role): SettingsItem[][] {
  return MENU.map((group) => group.filter((item) => shows(item, role))).filter((group) => group.length > 0);
}
