import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { runGated } from '../../state/gated-action.ts';
import { session } from '../../state/session.ts';

/**
 * Spec §2 "Login is needed for publish and message": a visitor who opens one of them is sent
 * home with the login dialog open, and arrives where they were going once logged in.
 */
export function RequireLogin() {
  const { token } = useSnapshot(session);
  const to = useLocalePath();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const wanted = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (!token) runGated(() => navigate(wanted));
  }, [token, navigate, wanted]);

  if (!token) return <Navigate to={to('/home')} replace />;
  return <Outlet />;
}
