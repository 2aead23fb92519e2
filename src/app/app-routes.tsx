import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { numberNavigation } from '../state/history-entries.ts';
import { LandingForVisitors } from './guards/landing-for-visitors.tsx';
import { RootShell } from './layouts/root-shell.tsx';
import { error401, landing, startHome } from './lazy-screens.ts';
import { LocaleEntry } from './locale-entry.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * Every screen but the landing, with the app layout around them: one chunk, loaded with the
 * query client (these screens read server data), so the landing carries neither.
 */
const AppScreens = lazy(() => import('./app-screens.tsx').then((m) => ({ default: m.AppScreens })));

/**
 * Starts loading the screen of the address the app opens on, alongside the language catalogue
 * that the first render waits for (src/i18n/app-intl-provider.tsx), rather than after it.
 */
export function preloadStartScreen(pathname: string): void {
  const [, prefix, section, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!prefix) return;
  if (prefix === 'error-401') void error401.preload();
  if (!section) void landing.preload();
  else if (section.toLowerCase() === 'home' && rest.length === 0) startHome();
  else void import('./app-screens.tsx');
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
                      <AppScreens />
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
