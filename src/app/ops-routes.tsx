/**
 * /{lang}/ops and below: the operations console (issue 23). This module is reached only through
 * `opsConsole` in lazy-screens.tsx, so none of the console is in a fan's first visit.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { OPERATOR_QUEUES, type OperatorQueue } from '../contract/operators.ts';
import { withAllMessages } from '../i18n/messages.ts';
import { OpsConsole } from '../screens/ops/ops-console/ops-console.tsx';
import { OpsNotFound } from '../screens/ops/ops-console/ops-not-found.tsx';
import { OpsHomeScreen } from '../screens/ops/ops-home/ops-home-screen.tsx';
import { WithQuery } from './query/with-query.tsx';

type OpsPage = LazyExoticComponent<ComponentType>;

/** A queue's page, a chunk of its own loaded when it is first opened (with the catalogue's rest). */
export const opsPage = (load: () => Promise<ComponentType>): OpsPage =>
  lazy(withAllMessages(() => load().then((Component) => ({ default: Component }))));

/**
 * The console's queue pages. To add one, add ONE line here:
 *
 *   posts: opsPage(() => import('../screens/ops/posts/ops-posts-screen.tsx').then((m) => m.OpsPostsScreen)),
 *
 * The page renders inside the console's layout (header, queue navigation, the signed-in operator
 * checked): it draws only its own content, under an <h1> of its own, and reads the operator with
 * `useOperator()` (screens/ops/ops-console/operator-context.ts). A queue without a line here is
 * neither in the navigation nor on the console home (no dead ends), and its address shows the
 * console's 404.
 */
export const OPS_PAGES: Partial<Record<OperatorQueue, OpsPage>> = {
  posts: opsPage(() => import('../screens/ops/posts/ops-posts-screen.tsx').then((m) => m.OpsPostsScreen)),
  feedback: opsPage(() =>
    import('../screens/ops/feedback/ops-feedback-screen.tsx').then((m) => m.OpsFeedbackScreen),
  ),
  operators: opsPage(() =>
    import('../screens/ops/operators/ops-operators-screen.tsx').then((m) => m.OpsOperatorsScreen),
  ),
  settings: opsPage(() =>
    import('../screens/ops/settings/ops-settings-screen.tsx').then((m) => m.OpsSettingsScreen),
  ),
  audit: opsPage(() => import('../screens/ops/audit/ops-audit-screen.tsx').then((m) => m.OpsAuditScreen)),
  applications: opsPage(() =>
    import('../screens/ops/applications/ops-applications-screen.tsx').then((m) => m.OpsApplicationsScreen),
  ),
  withdrawals: opsPage(() =>
    import('../screens/ops/withdrawals/ops-withdrawals-screen.tsx').then((m) => m.OpsWithdrawalsScreen),
  ),
  members: opsPage(() =>
    import('../screens/ops/members/ops-members-screen.tsx').then((m) => m.OpsMembersScreen),
  ),
  money: opsPage(() => import('../screens/ops/money/ops-money-screen.tsx').then((m) => m.OpsMoneyScreen)),
  leaks: opsPage(() => import('../screens/ops/leaks/ops-leaks-screen.tsx').then((m) => m.OpsLeaksScreen)),
  reports: opsPage(() =>
    import('../screens/ops/reports/ops-reports-screen.tsx').then((m) => m.OpsReportsScreen),
  ),
};

/** The queues that have a page, in the contract's order. */
export const OPS_PAGED_QUEUES: readonly OperatorQueue[] = (
  Object.keys(OPERATOR_QUEUES) as OperatorQueue[]
).filter((queue) => OPS_PAGES[queue]);

/**
 * The console route of an address (`/fr/ops` → '', `/fr/ops/posts` → 'posts'), or null for an
 * address outside the console or a queue without a page. Any case and a trailing slash read the same.
 */
export function matchOpsRoute(pathname: string): '' | OperatorQueue | null {
  const [, , section, queue = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (section?.toLowerCase() !== 'ops' || rest.length > 0) return null;
  const name = queue.toLowerCase();
  if (name === '') return '';
  return OPS_PAGED_QUEUES.includes(name as OperatorQueue) ? (name as OperatorQueue) : null;
}

/** /{lang}/ops and below: the console (sign-in until an operator is signed in), then its page. */
export function OpsRoutes() {
  const [pathname] = useLocation();
  const route = matchOpsRoute(pathname);
  const Page = route ? OPS_PAGES[route] : undefined;
  return (
    <WithQuery>
      <OpsConsole queues={OPS_PAGED_QUEUES} current={route || null}>
        {route === null ? <OpsNotFound /> : Page ? <Page /> : <OpsHomeScreen queues={OPS_PAGED_QUEUES} />}
      </OpsConsole>
    </WithQuery>
  );
}
