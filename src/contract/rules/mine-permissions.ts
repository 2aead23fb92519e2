/**
 * Who may open which page of the account area (product spec §2 "Account area under
 * /{lang}/mine" and the role matrix of §6). Each mine route carries a permission key; a role
 * that lacks the key is sent back to mine home. Pure data, shared by the router's guard and
 * the settings menu, and by the server when it checks the same roles.
 */
import { ROLE, type Role } from '../enums.ts';

export const MINE_PERMISSIONS = ['profile', 'postEarn', 'buyCollect', 'settings', 'beCreator'] as const;
export type MinePermission = (typeof MINE_PERMISSIONS)[number];

/**
 * Spec §6: a visitor has none of them (become-creator is shown in a visitor's menu, but opening
 * it asks for a login first); a member buys, collects, keeps settings and may apply to be a
 * creator; a creator adds the profile, posts and earnings and no longer applies.
 */
const BY_ROLE: Record<Role, readonly MinePermission[]> = {
  [ROLE.visitor]: [],
  [ROLE.member]: ['buyCollect', 'settings', 'beCreator'],
  [ROLE.creator]: ['profile', 'postEarn', 'buyCollect', 'settings'],
};

/** The permission keys a role holds. */
export function permissionsOf(role: Role): readonly MinePermission[] {
  return BY_ROLE[role] ?? BY_ROLE[ROLE.visitor];
}

/** True when `role` may open a page carrying `permission`; a page without a key is open to all. */
export function roleAllows(role: Role, permission: MinePermission | null): boolean {
  return permission === null || permissionsOf(role).includes(permission);
}

/**
 * Every child route of /{lang}/mine with its key (spec §2 table). '' is mine home; `main` is
 * the main profile at any width; tos, pp, cp and dmca are the about pages.
 */
export const MINE_ROUTES = {
  '': null,
  main: null,
  'profile-set': 'profile',
  'profile-prvw': 'profile',
  earn: 'postEarn',
  'earn-withdrawal-request': 'postEarn',
  'earn-withdrawal-history': 'postEarn',
  post: 'postEarn',
  'mass-messages': 'postEarn',
  buy: 'buyCollect',
  card: 'buyCollect',
  collect: 'buyCollect',
  notifications: 'settings',
  account: 'settings',
  password: 'settings',
  security: 'settings',
  block: 'settings',
  reports: 'settings',
  delete: 'settings',
  tos: null,
  pp: null,
  cp: null,
  dmca: null,
  creator: 'beCreator',
} as const satisfies Record<string, MinePermission | null>;
export type MineRoute = keyof typeof MINE_ROUTES;
