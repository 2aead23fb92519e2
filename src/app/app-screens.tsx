import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Switch, useRoute } from 'wouter';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';
import { isDesktop, POST_DETAIL_PATH } from '../state/post-overlay.ts';
import {
  academy,
  creator,
  devmode,
  home,
  message,
  official,
  postDetail,
  postDetailOverlay,
  publish,
  search,
  startHome,
  trialClaim,
} from './lazy-screens.tsx';
import { RequireLogin } from './guards/require-login.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { OverlayRoutes } from './post-overlay/overlay-routes.tsx';
import { QueryLayout } from './query/with-query.tsx';

// The account area's table of routes, guards and screens loads with its first page: a first visit
// to home does not need it (the bundle budget).
const MineRoutes = lazy(() => import('./mine-routes.tsx').then((module) => ({ default: module.MineRoutes })));

/** Every screen inside the app layout (side navigation, top and bottom bars). */
export function AppScreens() {
  const [onHome] = useRoute('/:lang/home');
  useLayoutEffect(() => {
    if (onHome) void startHome();
  }, [onHome]);
  return (
    <QueryLayout>
      <AppLayout>
        {/* On desktop a post opened from a page is drawn over it (docs/decisions.md). */}
        <OverlayRoutes
          overlay={
            <Route path={POST_DETAIL_PATH}>
              {(params) => (
                <postDetailOverlay.Screen username={params.username!} feedId={Number(params.feedId)} />
              )}
            </Route>
          }
          routes={
            // The bars stay while a screen's chunk loads.
            <Suspense fallback={null}>
              <Switch>
                <Route path="/:lang/home">
                  <home.Screen />
                </Route>
                <Route path="/:lang/search">
                  <search.Screen />
                </Route>
                <Route path="/:lang/mine/*?">
                  <MineRoutes />
                </Route>
                <Route path="/:lang/publish">
                  <RequireLogin>
                    <publish.Screen />
                  </RequireLogin>
                </Route>
                <Route path="/:lang/message/:to?">
                  {(params) => (
                    <RequireLogin>
                      <message.Screen to={params.to} />
                    </RequireLogin>
                  )}
                </Route>
                <Route path="/:lang/trial/:code">
                  {(params) => <trialClaim.Screen key={params.code} code={params.code!} />}
                </Route>
                <Route path="/:lang/official/academy">
                  <academy.Screen />
                </Route>
                <Route path="/:lang/official/:page">
                  {(params) => <official.Screen page={params.page!} notFound={<NotFoundScreen />} />}
                </Route>
                {/* Development builds only: in production the address is a 404, never a creator's. */}
                <Route path="/:lang/devmode/*?">{devmode ? <devmode.Screen /> : <NotFoundScreen />}</Route>
                <Route path={POST_DETAIL_PATH}>
                  {(params) => (
                    <postDetail.Screen
                      username={params.username!}
                      feedId={Number(params.feedId)}
                      desktop={isDesktop()}
                    />
                  )}
                </Route>
                <Route path="/:lang/:username">
                  {(params) => <creator.Screen key={params.username} username={params.username} />}
                </Route>
                <Route>
                  <NotFoundScreen />
                </Route>
              </Switch>
            </Suspense>
          }
        />
      </AppLayout>
    </QueryLayout>
  );
}
