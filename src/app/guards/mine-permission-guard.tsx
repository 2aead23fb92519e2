import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useViewer } from '../../api/use-viewer.ts';
import { roleAllows, type MinePermission } from '../../contract/rules/mine-permissions.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';

/**
 * Spec §2: a mine route whose permission key the role lacks goes back to mine home, replacing
 * the address so back does not return to it. Follows the role as it changes (a login, a
 * creator approval seen at start-up). While the signed-in user's record loads it waits: the
 * role is not known yet, and a creator must not be sent away from their own page on a reload.
 */
export function MinePermissionGuard({
  permission,
  children,
}: {
  permission: MinePermission;
  children: ReactNode;
}) {
  const { role, pending } = useViewer();
  const to = useLocalePath();
  if (pending) return null;
  if (!roleAllows(role, permission)) return <Redirect to={to('/mine')} replace />;
  return children;
}
