import type { RouteObject } from 'react-router';
import { MINE_ROUTES, type MinePermission, type MineRoute } from '../contract/rules/mine-permissions.ts';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';

const mineHome = () =>
  import('../screens/mine/home/mine-home-screen.tsx').then((module) => ({
    Component: module.MineHomeScreen,
  }));
const mineMain = () =>
  import('../screens/mine/home/mine-main-screen.tsx').then((module) => ({
    Component: module.MineMainScreen,
  }));
const password = () =>
  import('../screens/mine/password/password-screen.tsx').then((module) => ({
    Component: module.PasswordScreen,
  }));
const deleteAccount = () =>
  import('../screens/mine/delete-account/delete-account-screen.tsx').then((module) => ({
    Component: module.DeleteAccountScreen,
  }));

/**
 * The guard of a permission key, loaded with the first guarded screen: it reads the signed-in
 * user's record (the API client and TanStack Query), which the landing's bundle must not carry.
 */
function guardFor(permission: MinePermission): () => Promise<Pick<RouteObject, 'element'>> {
  return () =>
    import('./guards/mine-permission-guard.tsx').then(({ MinePermissionGuard }) => ({
      element: <MinePermissionGuard permission={permission} />,
    }));
}

/** The mine screens built so far; the other sections of the table arrive with their issues. */
const SCREENS: Partial<Record<MineRoute, RouteObject['lazy']>> = {
  main: mineMain,
  password,
  delete: deleteAccount,
};

function routeOf(path: MineRoute): RouteObject {
  const lazy = SCREENS[path];
  return lazy ? { path, lazy } : { path, element: <NotFoundScreen /> };
}

/**
 * The children of /{lang}/mine (spec §2 table). Routes that carry a permission key sit under
 * a guard per key, so the guard runs before any screen of the section, built or not yet.
 */
export function mineRoutes(): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<MinePermission, RouteObject[]>();
  for (const [path, permission] of Object.entries(MINE_ROUTES) as [MineRoute, MinePermission | null][]) {
    if (path === '') continue;
    if (permission === null) open.push(routeOf(path));
    else guarded.set(permission, [...(guarded.get(permission) ?? []), routeOf(path)]);
  }
  return [
    { index: true, lazy: mineHome },
    ...open,
    ...[...guarded].map(([permission, children]) => ({ lazy: guardFor(permission), children })),
    { path: '*', element: <NotFoundScreen /> },
  ];
}
