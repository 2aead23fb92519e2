import { describe, expect, it } from 'vitest';
import { MINE_ROUTES, type MineRoute } from '../contract/rules/mine-permissions.ts';
import { isScreenBuilt, SCREENS_NOT_BUILT_YET } from '../contract/rules/screens-not-built.ts';
import { mineRoutes } from './mine-routes.tsx';

describe('the list of screens not built yet agrees with the router', () => {
  const routes = mineRoutes();

  it.each(Object.keys(MINE_ROUTES).filter((path) => path !== '') as MineRoute[])(
    '/mine/%s is offered exactly when its screen is built',
    (path) => {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route, `route ${path}`).toBeDefined();
      // A built screen is a lazy chunk; one still to come renders the 404 screen in place.
      expect(isScreenBuilt(`/mine/${path}`)).toBe(route?.Screen !== null);
    },
  );

  it('names only real routes: each mine entry is in the spec table, the rest are /official pages', () => {
    for (const path of SCREENS_NOT_BUILT_YET) {
      const [, area, page] = path.split('/');
      if (area === 'mine') expect(Object.keys(MINE_ROUTES)).toContain(page);
      else expect(area).toBe('official');
    }
  });

  it('reads paths with a query or a trailing slash as the screen they open', () => {
    expect(isScreenBuilt('/mine/password')).toBe(true);
    expect(isScreenBuilt('/mine/account/')).toBe(false);
    expect(isScreenBuilt('/mine/collect/?t=locked')).toBe(true);
    expect(isScreenBuilt('/mine/buy/')).toBe(true);
    expect(isScreenBuilt('/official/academy?from=landing')).toBe(false);
    expect(isScreenBuilt('/official/tos?from=footer')).toBe(true);
    expect(isScreenBuilt('/home')).toBe(true);
  });
});
