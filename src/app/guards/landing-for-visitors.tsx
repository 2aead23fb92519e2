import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { session } from '../../state/session.ts';

/**
 * Spec §2: the landing page is for visitors; a signed-in user who opens `/{lang}` gets home
 * instead (the address is replaced, keeping its query and hash). A visitor who signs up from the
 * landing's "Join for free" arrives home the same way.
 */
export function LandingForVisitors({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const to = useLocalePath();
  const search = useSearch();
  if (token)
    return <Redirect to={`${to('/home')}${search ? `?${search}` : ''}${window.location.hash}`} replace />;
  return children;
}
