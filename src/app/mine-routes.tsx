import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { MINE_LEGAL_PAGES, type LegalSection } from '../contract/legal-texts.ts';
import { MINE_ROUTES, type MinePermission, type MineRoute } from '../contract/rules/mine-permissions.ts';
import { withAllMessages } from '../i18n/messages.ts';
import { MINE_SUB_PAGES } from '../contract/mine-sub-pages.ts';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';

type Screen = LazyExoticComponent<ComponentType>;

/** Each mine screen is its own chunk, loaded when it is first visited (with the catalogue's rest). */
const screen = (load: () => Promise<ComponentType>): Screen =>
  lazy(withAllMessages(() => load().then((Component) => ({ default: Component }))));

/** A mine about page: the legal text's screen, showing `section`. */
const legalScreen = (section: LegalSection): Screen =>
  screen(() =>
    import('../screens/legal/legal-screen.tsx').then(({ LegalScreen }) => {
      const MineLegalScreen = () => <LegalScreen section={section} />;
      return MineLegalScreen;
    }),
  );

/** The mine screens built so far; the other sections of the table arrive with their issues. */
const SCREENS: Partial<Record<MineRoute, Screen>> = {
  '': screen(() => import('../screens/mine/home/mine-home-screen.tsx').then((m) => m.MineHomeScreen)),
  main: screen(() => import('../screens/mine/home/mine-main-screen.tsx').then((m) => m.MineMainScreen)),
  account: screen(() => import('../screens/mine/account/account-screen.tsx').then((m) => m.AccountScreen)),
  'profile-set': screen(() =>
    import('../screens/mine/profile-set/profile-set-screen.tsx').then((m) => m.ProfileSetScreen),
  ),
  'profile-prvw': screen(() =>
    import('../screens/mine/profile-prvw/profile-preview-screen.tsx').then((m) => m.ProfilePreviewScreen),
  ),
  password: screen(() =>
    import('../screens/mine/password/password-screen.tsx').then((m) => m.PasswordScreen),
  ),
  security: screen(() =>
    import('../screens/mine/security/security-screen.tsx').then((m) => m.SecurityScreen),
  ),
  post: screen(() => import('../screens/mine/post/mine-post-screen.tsx').then((m) => m.MinePostScreen)),
  earn: screen(() => import('../screens/mine/earn/mine-earn-screen.tsx').then((m) => m.MineEarnScreen)),
  'earn-withdrawal-request': screen(() =>
    import('../screens/mine/earn-withdrawal-request/withdrawal-request-screen.tsx').then(
      (m) => m.WithdrawalRequestScreen,
    ),
  ),
  'earn-withdrawal-history': screen(() =>
    import('../screens/mine/earn-withdrawal-history/withdrawal-history-screen.tsx').then(
      (m) => m.WithdrawalHistoryScreen,
    ),
  ),
  'mass-messages': screen(() =>
    import('../screens/mine/mass-messages/mass-messages-screen.tsx').then((m) => m.MassMessagesScreen),
  ),
  buy: screen(() => import('../screens/mine/buy/mine-buy-screen.tsx').then((m) => m.MineBuyScreen)),
  card: screen(() => import('../screens/mine/card/mine-card-screen.tsx').then((m) => m.MineCardScreen)),
  collect: screen(() =>
    import('../screens/mine/collect/mine-collect-screen.tsx').then((m) => m.MineCollectScreen),
  ),
  block: screen(() => import('../screens/mine/block/mine-block-screen.tsx').then((m) => m.MineBlockScreen)),
  notifications: screen(() =>
    import('../screens/mine/notifications/notifications-screen.tsx').then((m) => m.NotificationsScreen),
  ),
  reports: screen(() =>
    import('../screens/mine/reports/my-reports-screen.tsx').then((m) => m.MyReportsScreen),
  ),
  creator: screen(() =>
    import('../screens/mine/creator/creator-apply-screen.tsx').then((m) => m.CreatorApplyScreen),
  ),
  delete: screen(() =>
    import('../screens/mine/delete-account/delete-account-screen.tsx').then((m) => m.DeleteAccountScreen),
  ),
  tos: legalScreen(MINE_LEGAL_PAGES.tos),
  pp: legalScreen(MINE_LEGAL_PAGES.pp),
  cp: legalScreen(MINE_LEGAL_PAGES.cp),
  dmca: legalScreen(MINE_LEGAL_PAGES.dmca),
};

/**
 * Pages below a mine page with a screen of their own, behind their parent's guard; the other
 * sub-pages (the become-creator steps) are drawn by their parent's screen.
 */
const SUB_SCREENS: Partial<Record<MineRoute, Record<string, Screen>>> = {
  earn: {
    statement: screen(() =>
      import('../screens/mine/earn-statement/statement-screen.tsx').then((m) => m.StatementScreen),
    ),
  },
  buy: {
    limits: screen(() =>
      import('../screens/mine/spending-limits/spending-limits-screen.tsx').then(
        (m) => m.SpendingLimitsScreen,
      ),
    ),
  },
  notifications: {
    settings: screen(() =>
      import('../screens/mine/notification-settings/notification-settings-screen.tsx').then(
        (m) => m.NotificationSettingsScreen,
      ),
    ),
  },
};

/**
 * The guard of a permission key, loaded with the first guarded screen: it reads the signed-in
 * user's record (the API client and TanStack Query), which the landing's bundle must not carry.
 */
export const LazyMinePermissionGuard = lazy(
  withAllMessages(() =>
    import('./guards/mine-permission-guard.tsx').then((m) => ({ default: m.MinePermissionGuard })),
  ),
);

export interface MineRouteEntry {
  /** The path under /{lang}/mine ('' for mine home). */
  path: MineRoute;
  /** The key the role must hold (spec §2 table); null for a page everyone may open. */
  permission: MinePermission | null;
  /** The screen, or null while it is still to come (the 404 screen shows in its place). */
  Screen: Screen | null;
}

/** The children of /{lang}/mine (spec §2 table), each with its permission key and its screen. */
export function mineRoutes(): MineRouteEntry[] {
  return (Object.entries(MINE_ROUTES) as [MineRoute, MinePermission | null][]).map(([path, permission]) => ({
    path,
    permission,
    Screen: SCREENS[path] ?? null,
  }));
}

const ENTRIES = new Map(mineRoutes().map((entry) => [entry.path, entry]));

/** The mine route of an address (`/fr/mine/password`), or null for a path the table lacks. */
export function matchMineRoute(pathname: string): MineRouteEntry | null {
  const [, , section, page = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (section?.toLowerCase() !== 'mine') return null;
  const parent = ENTRIES.get(page.toLowerCase() as MineRoute) ?? null;
  if (rest.length === 0) return parent;
  // One level down: the become-creator steps 2 and 3 (creator-steps.ts), the monthly statement,
  // the notification settings, the spending limits.
  const sub = rest[0]!.toLowerCase();
  if (!parent || rest.length > 1 || !MINE_SUB_PAGES[parent.path]?.includes(sub)) return null;
  const Screen = SUB_SCREENS[parent.path]?.[sub];
  return Screen ? { ...parent, Screen } : parent;
}

/**
 * /{lang}/mine and below. A route with a permission key renders under the guard of its key, so
 * the guard runs before any screen of the section, built or not yet; unknown paths show 404.
 */
export function MineRoutes() {
  const [pathname] = useLocation();
  const route = matchMineRoute(pathname);
  if (!route) return <NotFoundScreen />;
  const page = route.Screen ? <route.Screen /> : <NotFoundScreen />;
  if (!route.permission) return page;
  return <LazyMinePermissionGuard permission={route.permission}>{page}</LazyMinePermissionGuard>;
}
