import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { session } from '../../state/session.ts';

/**
 * Spec §2: the landing page is for visitors; a signed-in user who opens `/{lang}` gets home
 * instead (the address is replaced, keeping its query and hash). A visitor who signs up from the
 * landing's "Join for free" arrives home the same way.
 */
export function LandingForVisitors() {
  const { token } = useSnapshot(session);
  const to = useLocalePath();
  const { search, hash } = useLocation();
  if (token) return <Navigate to={`${to('/home')}${search}${hash}`} replace />;
  return <Outlet />;
}
