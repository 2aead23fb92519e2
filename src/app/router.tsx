import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, localeFromPrefix } from '../i18n/locale-resolution.ts';
import { Error401Screen } from '../screens/error-401/error-401-screen.tsx';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';
import { LandingForVisitors } from './guards/landing-for-visitors.tsx';
import { RequireLogin } from './guards/require-login.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { RootShell } from './layouts/root-shell.tsx';
import { localeEntryLoader } from './locale-entry-loader.ts';
import { localeLoader } from './locale-routing.ts';
import { mineRoutes } from './mine-routes.tsx';
import { RouteError } from './route-error.tsx';

/** Each screen is its own chunk, loaded when its route is first visited. */
const landing = () =>
  import('../screens/landing/landing-screen.tsx').then((module) => ({ Component: module.LandingScreen }));
const home = () =>
  import('../screens/home/home-screen.tsx').then((module) => ({ Component: module.HomeScreen }));

/**
 * Home's calls start as its chunks arrive, not after its first render (its largest paint is the
 * first feed picture). Not awaited: the screen shows its loading state meanwhile, as before.
 */
async function homeLoader({ request, params }: LoaderFunctionArgs) {
  const [{ appQueryClient }, { prefetchHome }] = await Promise.all([
    import('./query/with-query.tsx'),
    import('../screens/home/prefetch-home.ts'),
  ]);
  prefetchHome(appQueryClient(), new URL(request.url), localeFromPrefix(params.lang) ?? DEFAULT_LOCALE);
  return null;
}

const withQuery = () =>
  import('./query/with-query.tsx').then((module) => ({ Component: module.QueryLayout }));

/** Routes only compose screens; the language rules are in locale-routing.ts. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/error-401', element: <Error401Screen />, errorElement: <RouteError /> },
    { path: '/', loader: localeLoader, element: null, hydrateFallbackElement: null },
    {
      path: '/:lang',
      loader: localeEntryLoader,
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: null,
      children: [
        // The landing is for visitors: a signed-in user gets home (spec §2).
        { element: <LandingForVisitors />, children: [{ index: true, lazy: landing }] },
        {
          // The screens below read server data: TanStack Query loads with them, not with the landing.
          lazy: withQuery,
          children: [
            {
              element: <AppLayout />,
              children: [
                { path: 'home', lazy: home, loader: homeLoader },
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
      ],
    },
  ]);
}
