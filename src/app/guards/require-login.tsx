import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { runGated } from '../../state/gated-action.ts';
import { session } from '../../state/session.ts';

/**
 * Spec §2 "Login is needed for publish and message": a visitor who opens one of them is sent
 * home with the login dialog open, and arrives where they were going once logged in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const to = useLocalePath();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const wanted = `${pathname}${search ? `?${search}` : ''}${window.location.hash}`;

  useEffect(() => {
    if (!token) runGated(() => navigate(wanted));
  }, [token, navigate, wanted]);

  if (!token) return <Redirect to={to('/home')} replace />;
  return children;
}
