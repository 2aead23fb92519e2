import { useCallback, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { runGated } from '../../../state/gated-action.ts';
import { session } from '../../../state/session.ts';
import type { NavItem } from './nav-items.ts';

/**
 * The click handler of a navigation entry. Entries that need a login (publish, message) open
 * the login dialog for a visitor instead of navigating, and go there once logged in (spec §2,
 * §6). A signed-in user follows the link as usual, new-tab clicks included.
 */
export function useLoginGatedLink(): (
  item: NavItem,
  href: string,
) => ((event: MouseEvent) => void) | undefined {
  const [, navigate] = useLocation();
  return useCallback(
    (item: NavItem, href: string) => {
      if (!item.needsLogin) return undefined;
      return (event: MouseEvent) => {
        if (session.token) return;
        event.preventDefault();
        runGated(() => navigate(href));
      };
    },
    [navigate],
  );
}
