import { lazy, type ComponentType } from 'react';
import { DEFAULT_LOCALE, localeFromPrefix } from '../i18n/locale-resolution.ts';

/** A screen in a chunk of its own, loaded when first shown, or earlier by `preload`. */
function lazyScreen(load: () => Promise<ComponentType>) {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load());
  return { Screen: lazy(() => preload().then((Screen) => ({ default: Screen }))), preload };
}

export const landing = lazyScreen(() =>
  import('../screens/landing/landing-screen.tsx').then((m) => m.LandingScreen),
);
export const home = lazyScreen(() => import('../screens/home/home-screen.tsx').then((m) => m.HomeScreen));

export const error401 = lazyScreen(() =>
  import('../screens/error-401/error-401-screen.tsx').then((m) => m.Error401Screen),
);

/**
 * Home's calls and its chunks start together as soon as its address is known, not after the query
 * client's chunk and then the screen's first render (its largest paint is the first feed picture).
 * Not awaited: the screen shows its loading state meanwhile.
 */
export function startHome(): void {
  void import('./app-screens.tsx');
  void home.preload();
  void Promise.all([import('./query/with-query.tsx'), import('../screens/home/prefetch-home.ts')]).then(
    ([{ appQueryClient }, { prefetchHome }]) => {
      const url = new URL(window.location.href);
      prefetchHome(appQueryClient(), url, localeFromPrefix(url.pathname.split('/')[1]) ?? DEFAULT_LOCALE);
    },
  );
}
