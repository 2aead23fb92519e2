import { createBrowserRouter } from 'react-router';
import { Error401Screen } from '../screens/error-401/error-401-screen.tsx';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';
import { RequireLogin } from './guards/require-login.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { RootShell } from './layouts/root-shell.tsx';
import { localeLoader } from './locale-routing.ts';
import { localeAndOAuthEntryLoader } from './oauth-entry-guard.ts';
import { mineRoutes } from './mine-routes.tsx';
import { RouteError } from './route-error.tsx';

/** Each screen is its own chunk, loaded when its route is first visited. */
const landing = () =>
  import('../screens/landing/landing-screen.tsx').then((module) => ({ Component: module.LandingScreen }));
const home = () =>
  import('../screens/home/home-screen.tsx').then((module) => ({ Component: module.HomeScreen }));

/** Routes only compose screens; the language rules are in locale-routing.ts. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/error-401', element: <Error401Screen />, errorElement: <RouteError /> },
    { path: '/', loader: localeLoader, element: null, hydrateFallbackElement: null },
    {
      path: '/:lang',
      loader: localeAndOAuthEntryLoader,
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: null,
      children: [
        { index: true, lazy: landing },
        {
          element: <AppLayout />,
          children: [
            { path: 'home', lazy: home },
            { path: 'mine', children: mineRoutes() },
            // Their screens come with the publish and chat issues; the login rule holds already.
            {
              element: <RequireLogin />,
              children: [
                { path: 'publish', element: <NotFoundScreen /> },
                { path: 'message/:to?', element: <NotFoundScreen /> },
              ],
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ]);
}
