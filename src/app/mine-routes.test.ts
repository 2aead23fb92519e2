import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MINE_ROUTES, type MinePermission } from '../contract/rules/mine-permissions.ts';
import { MinePermissionGuard } from './guards/mine-permission-guard.tsx';
import { mineRoutes } from './mine-routes.tsx';

/** The permission of the guard a layout route renders (once loaded), or null for an open route. */
async function guardOf(route: RouteObject): Promise<MinePermission | null> {
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : undefined;
  const element = loaded?.element ?? route.element;
  if (isValidElement<{ permission: MinePermission }>(element) && element.type === MinePermissionGuard) {
    return element.props.permission;
  }
  return null;
}

describe('mine routes (spec §2 table)', () => {
  const routes = mineRoutes();

  it('registers every child of the table, each behind the guard of its key', async () => {
    const registered = new Map<string, MinePermission | null>();
    for (const route of routes) {
      if (route.index) registered.set('', null);
      else if (route.path && route.path !== '*') registered.set(route.path, null);
      const guard = await guardOf(route);
      for (const child of route.children ?? []) registered.set(child.path ?? '', guard);
    }
    expect(Object.fromEntries(registered)).toEqual(MINE_ROUTES);
  });

  it('builds the password and delete-account screens and mine home; later sections show 404 for now', async () => {
    const guards = await Promise.all(routes.map(guardOf));
    const settings = routes.find((_, index) => guards[index] === 'settings');
    const password = settings?.children?.find((child) => child.path === 'password');
    const block = settings?.children?.find((child) => child.path === 'block');
    expect(typeof password?.lazy).toBe('function');
    expect(block?.lazy).toBeUndefined();
    expect(isValidElement(block?.element)).toBe(true);
    expect(typeof routes.find((route) => route.index)?.lazy).toBe('function');
  });

  it('ends with a catch-all for unknown mine paths', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
