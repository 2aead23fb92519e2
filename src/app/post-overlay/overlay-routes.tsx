import { Suspense, useCallback, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
  Router,
  useLocation,
  useRouter,
  useSearch,
  type AroundNavHandler,
  type BaseLocationHook,
  type BaseSearchHook,
} from 'wouter';
import { inAppHistory } from '../../state/history-entries.ts';
import { backgroundOf, isDesktop, overlayNavigation } from '../../state/post-overlay.ts';

export interface OverlayRoutesProps {
  /** The app's routes (a Switch). */
  routes: ReactNode;
  /** The post detail overlay, drawn over the background page when the entry has one. */
  overlay: ReactNode;
}

/**
 * The routes, drawn at the entry's background address when it is a post overlay's (the page it was
 * opened from stays as it was, scrolled where it was), with the overlay above them. The routes are
 * always inside the same Router element, so opening and closing the overlay never remounts the page.
 */
export function OverlayRoutes({ routes, overlay }: OverlayRoutesProps) {
  const [path] = useLocation();
  const search = useSearch();
  const here = useRef('');
  useLayoutEffect(() => {
    here.current = search ? `${path}?${search}` : path;
  }, [path, search]);
  // Drawn again after every navigation: the entry's state (its background) can change alone.
  const [, navigated] = useReducer((count: number) => count + 1, 0);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => overlayNavigation(() => here.current, navigated)(navigate, to, options),
    [],
  );
  const background = isDesktop() ? backgroundOf(inAppHistory().state()) : undefined;
  return (
    <Router aroundNav={aroundNav}>
      <Background path={background}>{routes}</Background>
      {background ? <Suspense fallback={null}>{overlay}</Suspense> : null}
    </Router>
  );
}

/** The routes at `path` (frozen while the overlay is open), or at the address when there is none. */
function Background({ path, children }: { path?: string; children: ReactNode }) {
  const parent = useRouter();
  const [, overlayNavigate] = useLocation();
  const [pathname, query = ''] = path?.split('?') ?? [];
  // The address's own hooks still run, then their answer is replaced: the components below call
  // the same React hooks whether the overlay is open or not, so opening it does not remount them.
  // Links on the page behind navigate through the app's router (and its numbering).
  const hook = useMemo<BaseLocationHook | undefined>(
    () =>
      pathname === undefined
        ? undefined
        : (router: typeof parent) => {
            parent.hook(router);
            return [pathname, overlayNavigate];
          },
    [pathname, parent, overlayNavigate],
  );
  const searchHook = useMemo<BaseSearchHook | undefined>(
    () =>
      pathname === undefined
        ? undefined
        : (router: typeof parent) => {
            parent.searchHook(router);
            return query;
          },
    [pathname, query, parent],
  );
  return (
    <Router hook={hook} searchHook={searchHook}>
      {children}
    </Router>
  );
}
