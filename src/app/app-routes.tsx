import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { FIRST_VISIT_PAGES, type FirstVisitPage } from '../contract/first-visit-pages.ts';
import { numberNavigation } from '../state/history-entries.ts';
import { LandingForVisitors } from './guards/landing-for-visitors.tsx';
import { RootShell } from './layouts/root-shell.tsx';
import {
  appScreens,
  creator,
  error401,
  landing,
  opsConsole,
  postDetail,
  search,
  startHome,
  startSharedPage,
} from './lazy-screens.tsx';
import { LocaleEntry } from './locale-entry.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/** What each first-visit page paints with (src/contract/first-visit-loads.ts, the server's preloads). */
const START_SCREENS: Record<FirstVisitPage['name'], () => Promise<unknown>> = {
  landing: landing.preload,
  home: startHome,
  search: () => startSharedPage(search),
  creator: () => startSharedPage(creator),
  post: () => startSharedPage(postDetail),
};

/**
 * Loads the screen of the address the app opens on; main.tsx renders once it is in (and the
 * language catalogue), so the first render paints the screen itself, not a suspended fallback.
 */
export function preloadStartScreen(pathname: string): Promise<unknown> {
  if (pathname === '/error-401') return error401.preload();
  const prefix = pathname.split('/')[1];
  if (!prefix) return Promise.resolve();
  const rest = pathname.slice(prefix.length + 1);
  const page = FIRST_VISIT_PAGES.find((candidate) => candidate.path.test(rest));
  return page ? START_SCREENS[page.name]() : appScreens.preload();
}

/**
 * Routes only compose screens. The language rules and a provider's sign-in callback are the
 * entry's (locale-entry.tsx); every in-app navigation numbers its history entry, so "back" knows
 * whether it stays in the app (state/history-entries.ts).
 */
export function AppRoutes({ ssrPath, ssrSearch }: { ssrPath?: string; ssrSearch?: string }) {
  return (
    <Router aroundNav={numberNavigation} ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <RouteErrorBoundary>
        <Switch>
          <Route path="/error-401">
            <Suspense fallback={null}>
              <error401.Screen />
            </Suspense>
          </Route>
          <Route>
            <LocaleEntry>
              <RootShell>
                <Suspense fallback={null}>
                  <Switch>
                    {/* The landing is for visitors: a signed-in user gets home (spec §2). */}
                    <Route path="/:lang">
                      <LandingForVisitors>
                        <landing.Screen />
                      </LandingForVisitors>
                    </Route>
                    {/* Operators are not members: the console has its own layout (issue 23). Its address
                        is not preloaded at start (the app's chunk is): every byte of that test would
                        be in each fan's first visit. */}
                    <Route path="/:lang/ops/*?">
                      <opsConsole.Screen />
                    </Route>
                    <Route>
                      <appScreens.Screen />
                    </Route>
                  </Switch>
                </Suspense>
              </RootShell>
            </LocaleEntry>
          </Route>
        </Switch>
      </RouteErrorBoundary>
    </Router>
  );
}
