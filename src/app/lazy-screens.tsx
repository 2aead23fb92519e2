import { lazy, type ComponentType } from 'react';
import { DEFAULT_LOCALE, localeFromPrefix } from '../i18n/locale-resolution.ts';
import { withAllMessages, withSharedMessages } from '../i18n/messages.ts';

/**
 * A screen in a chunk of its own, loaded when first shown, or earlier by `preload`. Once its
 * chunk is in, `Screen` renders it directly: a lazy component suspends on its first render even
 * when its chunk has arrived, and React reveals a suspended boundary up to 300 ms late (its
 * throttling of fallbacks), which put the landing's largest paint 0.6 s after its first.
 */
function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Loaded) => (loaded = Loaded),
      (error: unknown) => {
        // Forgotten, so a later render asks again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((Loaded) => ({ default: Loaded })));
  function Screen(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload };
}

export const landing = lazyScreen(() =>
  import('../screens/landing/landing-screen.tsx').then((m) => m.LandingScreen),
);
export const home = lazyScreen(() => import('../screens/home/home-screen.tsx').then((m) => m.HomeScreen));

/**
 * Every screen but the landing, with the app layout around them: one chunk, loaded with the
 * query client (these screens read server data), so the landing carries neither.
 */
export const appScreens = lazyScreen(() => import('./app-screens.tsx').then((m) => m.AppScreens));

// Not a first-visit page (src/contract/first-visit-pages.ts): its text is in the catalogue's rest.
export const error401 = lazyScreen(
  withAllMessages(() => import('../screens/error-401/error-401-screen.tsx').then((m) => m.Error401Screen)),
);

// Creators only, never a first-visit page: its chunk (form, uploads, the compression worker) and
// its text load when /{lang}/publish is opened.
export const publish = lazyScreen(
  withAllMessages(() => import('../screens/publish/publish-screen.tsx').then((m) => m.PublishScreen)),
);

// A shared link's page (src/contract/first-visit-loads.ts): its chunk (the tabs, the search's
// cards) and the shared links' part of the catalogue load when opened, or are preloaded with it.
export const search = lazyScreen(
  withSharedMessages(() =>
    import('../screens/search/search-entry.ts').then((entry) => entry.loadSearchScreen()),
  ),
);

// Shared links' pages too: their chunks and text load when their address is opened, through stepping
// stones (no preload lists here). The post's overlay is drawn over whichever page it was opened from.
export const creator = lazyScreen(
  withSharedMessages(() =>
    import('../screens/creator/creator-entry.ts').then((entry) => entry.loadCreatorScreen()),
  ),
);
export const postDetail = lazyScreen(
  withSharedMessages(() =>
    import('../screens/post-detail/post-detail-entry.ts').then((entry) => entry.loadPostDetailScreen()),
  ),
);
// Signed-in users only, never a first-visit page: the chat (its socket, its organisms) and its text
// load when /{lang}/message is opened.
export const message = lazyScreen(
  withAllMessages(() => import('../screens/message/message-screen.tsx').then((m) => m.MessageScreen)),
);
// Not a first-visit page: the legal texts' chunk and the catalogue's rest load when one is opened.
export const official = lazyScreen(
  withAllMessages(() => import('../screens/legal/official-screen.tsx').then((m) => m.OfficialScreen)),
);
// Not a first-visit page: the academy's cards and text load when it is opened, the player (media-chrome)
// when a lesson is.
export const academy = lazyScreen(
  withAllMessages(() => import('../screens/academy/academy-screen.tsx').then((m) => m.AcademyScreen)),
);
export const postDetailOverlay = lazyScreen(
  withAllMessages(() =>
    import('../screens/post-detail/post-detail-entry.ts').then((entry) => entry.loadPostDetailOverlay()),
  ),
);
// Operators only (issue 23), never a member's page: the console (its routes, sign-in and queue
// pages) and its text load when /{lang}/ops is opened, so nothing of it is in a fan's visit.
export const opsConsole = lazyScreen(
  withAllMessages(() => import('./ops-entry.ts').then((entry) => entry.loadOpsRoutes())),
);

/**
 * The developer pages, /{lang}/devmode/* (spec §1; docs/decisions/devmode-pages.md): development
 * builds only. `vite build` reads import.meta.env.DEV as false and drops this import with its chunk,
 * so a production build has no devmode route nor any of its code; the server answers 404 there.
 */
export const devmode = import.meta.env.DEV
  ? lazyScreen(withAllMessages(() => import('./devmode-routes.tsx').then((m) => m.DevmodeRoutes)))
  : null;

/**
 * Home's data and its chunks come together as soon as its address is known, not after the query
 * client's chunk and then the screen's first render (its largest paints are the creators' covers
 * and the first feed picture). Awaited: a visitor's first page is in the document, and filled into
 * the cache before the first render, which then paints it; anyone else's calls start meanwhile.
 */
export function startHome(): Promise<unknown> {
  const filled = Promise.all([
    import('./query/with-query.tsx'),
    import('../screens/home/prefetch-home.ts'),
  ]).then(([{ appQueryClient }, { prefetchHome }]) => {
    const url = new URL(window.location.href);
    prefetchHome(appQueryClient(), url, localeFromPrefix(url.pathname.split('/')[1]) ?? DEFAULT_LOCALE);
  });
  return Promise.all([appScreens.preload(), home.preload(), filled]);
}

/**
 * A shared link's page (a creator's, a post, a search: src/contract/first-visit-pages.ts): its
 * chunks, and a visitor's first page from the document into the cache, before the first render,
 * which then paints what the server's first HTML showed (issue 24).
 */
export function startSharedPage(screen: { preload: () => Promise<unknown> }): Promise<unknown> {
  const filled = Promise.all([
    import('./query/with-query.tsx'),
    import('./shared-page-entry.ts').then((entry) => entry.loadSharedPageStart()),
  ]).then(([{ appQueryClient }, { startSharedPageFromDocument }]) => {
    const prefix = window.location.pathname.split('/')[1];
    startSharedPageFromDocument(appQueryClient(), localeFromPrefix(prefix) ?? DEFAULT_LOCALE);
  });
  return Promise.all([appScreens.preload(), screen.preload(), filled]);
}

// Not a first-visit page: a free trial link's page loads when its address is opened.
export const trialClaim = lazyScreen(
  withAllMessages(() => import('../screens/trial/trial-claim-screen.tsx').then((m) => m.TrialClaimScreen)),
);
