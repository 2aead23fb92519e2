import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { numberNavigation } from '../state/history-entries.ts';
import { LandingForVisitors } from './guards/landing-for-visitors.tsx';
import { RootShell } from './layouts/root-shell.tsx';
import { appScreens, error401, landing, startHome } from './lazy-screens.tsx';
import { LocaleEntry } from './locale-entry.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * Loads the screen of the address the app opens on; main.tsx renders once it is in (and the
 * language catalogue), so the first render paints the screen itself, not a suspended fallback.
 */
export function preloadStartScreen(pathname: string): Promise<unknown> {
  const [, prefix, section, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!prefix) return Promise.resolve();
  if (prefix === 'error-401') return error401.preload();
  if (!section) return landing.preload();
  if (section.toLowerCase() === 'home' && rest.length === 0) return startHome();
  return appScreens.preload();
}

/**
 * Routes only compose screens. The language rules and a provider's sign-in callback are the
 * entry's (locale-entry.tsx); every in-app navigation numbers its history entry, so "back" knows
 * whether it stays in the app (state/history-entries.ts).
 */
export function AppRoutes() {
  return (
    <Router aroundNav={numberNavigation}>
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
