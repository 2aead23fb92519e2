import { Navigate, Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { roleAllows, type MinePermission } from '../../contract/rules/mine-permissions.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { session } from '../../state/session.ts';

/**
 * Spec §2: a mine route whose permission key the role lacks goes back to mine home, replacing
 * the address so back does not return to it. Follows the role as it changes (a login, a
 * creator approval seen at start-up).
 */
export function MinePermissionGuard({ permission }: { permission: MinePermission }) {
  const { role } = useSnapshot(session);
  const to = useLocalePath();
  if (!roleAllows(role, permission)) return <Navigate to={to('/mine')} replace />;
  return <Outlet />;
}
