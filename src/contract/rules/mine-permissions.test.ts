import { describe, expect, it } from 'vitest';
import { ROLE } from '../enums.ts';
import {
  MINE_PERMISSIONS,
  MINE_ROUTES,
  permissionsOf,
  roleAllows,
  type MineRoute,
} from './mine-permissions.ts';

/** The routes a role can open, in table order. */
function openRoutes(role: (typeof ROLE)[keyof typeof ROLE]): MineRoute[] {
  return (Object.keys(MINE_ROUTES) as MineRoute[]).filter((route) => roleAllows(role, MINE_ROUTES[route]));
}

describe('mine permissions by role (spec §2 table, §6 roles)', () => {
  it('gives a visitor none of the keys: only the pages without one open', () => {
    expect(permissionsOf(ROLE.visitor)).toEqual([]);
    expect(openRoutes(ROLE.visitor)).toEqual(['', 'main', 'tos', 'pp', 'cp', 'dmca']);
  });

  it('lets a member buy, collect, keep settings and apply to be a creator', () => {
    expect([...permissionsOf(ROLE.member)].sort()).toEqual(['beCreator', 'buyCollect', 'settings']);
    for (const route of [
      'buy',
      'card',
      'collect',
      'account',
      'password',
      'block',
      'delete',
      'creator',
    ] as const) {
      expect(roleAllows(ROLE.member, MINE_ROUTES[route])).toBe(true);
    }
    for (const route of [
      'profile-set',
      'profile-prvw',
      'earn',
      'post',
      'earn-withdrawal-request',
      'mass-messages',
    ] as const) {
      expect(roleAllows(ROLE.member, MINE_ROUTES[route])).toBe(false);
    }
  });

  it('adds profile, posts and earnings for a creator and takes become-creator away', () => {
    expect([...permissionsOf(ROLE.creator)].sort()).toEqual([
      'buyCollect',
      'postEarn',
      'profile',
      'settings',
    ]);
    expect(roleAllows(ROLE.creator, MINE_ROUTES.creator)).toBe(false);
    expect(openRoutes(ROLE.creator)).not.toContain('creator');
    expect(openRoutes(ROLE.creator)).toContain('earn-withdrawal-history');
  });

  it('carries the spec table key for each of the 20 mine routes, My reports (issue 23), the notifications and the mass messages (issue 25) and login security (issue 26)', () => {
    expect(Object.keys(MINE_ROUTES)).toHaveLength(24);
    expect(MINE_ROUTES.security).toBe('settings');
    expect(MINE_ROUTES.reports).toBe('settings');
    expect(MINE_ROUTES.notifications).toBe('settings');
    expect(MINE_ROUTES['mass-messages']).toBe('postEarn');
    expect(MINE_ROUTES['profile-prvw']).toBe('profile');
    expect(MINE_ROUTES['earn-withdrawal-request']).toBe('postEarn');
    expect(MINE_ROUTES.collect).toBe('buyCollect');
    expect(MINE_ROUTES.delete).toBe('settings');
    expect(MINE_ROUTES.creator).toBe('beCreator');
    const used = new Set(Object.values(MINE_ROUTES).filter(Boolean));
    expect([...used].sort()).toEqual([...MINE_PERMISSIONS].sort());
  });

  it('treats an unknown role as a visitor', () => {
    expect(permissionsOf(7 as never)).toEqual([]);
  });
});
