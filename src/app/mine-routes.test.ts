import { describe, expect, it } from 'vitest';
import { appPathKindOf } from '../contract/app-paths.ts';
import { MINE_ROUTES } from '../contract/rules/mine-permissions.ts';
import { matchMineRoute, mineRoutes } from './mine-routes.tsx';

describe('mine routes (spec §2 table)', () => {
  it('registers every child of the table, each behind the guard of its key', () => {
    const registered = Object.fromEntries(
      Object.keys(MINE_ROUTES).map((path) => [
        path,
        matchMineRoute(`/en/mine${path ? `/${path}` : ''}`)?.permission,
      ]),
    );
    expect(registered).toEqual(MINE_ROUTES);
  });

  it('builds mine home, the profile editor, mine-post, the money screens, the collection, account, password, login security, blocked accounts, my reports, delete-account and become-creator, the about texts: every page of the table', () => {
    expect(matchMineRoute('/en/mine/password')?.Screen).toBeTruthy();
    expect(matchMineRoute('/fr/mine/delete')?.Screen).toBeTruthy();
    expect(matchMineRoute('/en/mine')?.Screen).toBeTruthy();
    expect(matchMineRoute('/en/mine/block')?.permission).toBe('settings');
    expect(matchMineRoute('/en/mine/collect')?.permission).toBe('buyCollect');
    expect(matchMineRoute('/en/mine/account')?.permission).toBe('settings');
    expect(matchMineRoute('/en/mine/profile-prvw')?.permission).toBe('profile');
    expect(mineRoutes().filter((route) => !route.Screen)).toEqual([]);
    expect(
      mineRoutes()
        .filter((route) => route.Screen)
        .map((route) => route.path),
    ).toEqual([
      '',
      'main',
      'profile-set',
      'profile-prvw',
      'earn',
      'earn-withdrawal-request',
      'earn-withdrawal-history',
      'post',
      'mass-messages',
      'buy',
      'card',
      'collect',
      'notifications',
      'account',
      'password',
      'security',
      'block',
      'reports',
      'delete',
      'tos',
      'pp',
      'cp',
      'dmca',
      'creator',
    ]);
  });

  it('reads a trailing slash and any case as the same route, and nothing else', () => {
    expect(matchMineRoute('/en/mine/password/')?.path).toBe('password');
    expect(matchMineRoute('/en/Mine/Password')?.path).toBe('password');
    expect(matchMineRoute('/en/mine/')?.path).toBe('');
  });

  it('has no route for unknown mine paths (the 404 screen shows)', () => {
    expect(matchMineRoute('/en/mine/nope')).toBeNull();
    expect(matchMineRoute('/en/mine/password/extra')).toBeNull();
    expect(matchMineRoute('/en/mine/creator/extra')).toBeNull();
    expect(matchMineRoute('/en/mine/creator/take-picture/more')).toBeNull();
  });

  it('opens the become-creator steps 2 and 3 as sub-paths of creator, behind its beCreator guard', () => {
    expect(matchMineRoute('/fr/mine/creator/identity-agreement')).toMatchObject({
      path: 'creator',
      permission: 'beCreator',
    });
    expect(matchMineRoute('/en/mine/creator/take-picture/')?.path).toBe('creator');
    expect(matchMineRoute('/en/home')).toBeNull();
  });

  it('opens the monthly statement below earn, its own screen behind earn’s postEarn guard', () => {
    const statement = matchMineRoute('/en/mine/earn/statement');
    expect(statement).toMatchObject({ path: 'earn', permission: 'postEarn' });
    expect(statement?.Screen).toBeTruthy();
    expect(statement?.Screen).not.toBe(matchMineRoute('/en/mine/earn')?.Screen);
    expect(matchMineRoute('/en/mine/earn/Statement/')?.Screen).toBe(statement?.Screen);
    expect(matchMineRoute('/en/mine/earn/other')).toBeNull();
    expect(matchMineRoute('/en/mine/post/statement')).toBeNull();
  });

  it('opens the notification centre and its settings below it, each its own screen behind the settings guard', () => {
    const centre = matchMineRoute('/en/mine/notifications');
    const settings = matchMineRoute('/ar/mine/notifications/settings/');
    expect(centre).toMatchObject({ path: 'notifications', permission: 'settings' });
    expect(settings).toMatchObject({ path: 'notifications', permission: 'settings' });
    expect(settings?.Screen).toBeTruthy();
    expect(settings?.Screen).not.toBe(centre?.Screen);
    expect(matchMineRoute('/en/mine/notifications/settings/more')).toBeNull();
  });

  it('shows a screen exactly where the server answers the page with 200 (src/contract/app-paths.ts)', () => {
    const paths = [
      ...Object.keys(MINE_ROUTES).map((path) => `/mine/${path}`),
      '/mine/creator/identity-agreement',
      '/mine/creator/take-picture',
      '/mine/creator/extra',
      '/mine/earn/statement',
      '/mine/earn/other',
      '/mine/notifications/settings',
      '/mine/notifications/other',
      '/mine/post/statement',
      '/mine/nope',
      '/mine/password/extra',
    ];
    for (const path of paths) {
      const shown = Boolean(matchMineRoute(`/en${path}`)?.Screen);
      expect(appPathKindOf(path) === 'page', path).toBe(shown);
    }
  });
});
