/**
 * What each first-visit page (first-visit-pages.ts) loads: the lazily loaded modules it cannot
 * paint without (its screen and the route modules above it) and the part of the catalogue it waits
 * for. One table for the three that must agree: the server preloads these chunks in the page's
 * document (server/http/app-shell.ts), the bundle budget measures them (scripts/bundle-budget), and
 * the build puts their text in the catalogue's first part (scripts/vite/app-message-ids.ts). The
 * modules are source paths as Vite's manifest names them; the app loads them in
 * src/app/app-routes.tsx and src/app/lazy-screens.tsx. Not in the app's entry: strings it never reads.
 */
import type { FirstVisitPageName } from './first-visit-pages.ts';

export interface FirstVisitLoad {
  modules: readonly string[];
  /**
   * `shared`: the page's screen waits for the shared links' part of the catalogue too
   * (`withSharedMessages`), which holds the text of SHARED_PAGE_SCREENS and of everything they load,
   * lazily too: their text stays out of the first-visit part every other first visit downloads, and
   * both parts are preloaded. The rest of the catalogue (the mine screens, the chat, publishing, the
   * console, the payment dialogs) is fetched after the first render, as on every page.
   * @default 'first'
   */
  catalogue?: 'first' | 'shared';
}

/** The app's screens with its query client, and what fills the query cache from the document. */
const SHARED_PAGE_MODULES = [
  'src/app/app-screens.tsx',
  'src/app/query/with-query.tsx',
  'src/app/shared-page-entry.ts',
  'src/app/shared-page-start.ts',
];

/**
 * The screens of the links people share (issue 24): the catalogue's shared part holds the text
 * they and whatever they load show (scripts/vite/app-message-ids.ts).
 */
export const SHARED_PAGE_SCREENS = {
  search: 'src/screens/search/search-screen.tsx',
  creator: 'src/screens/creator/creator-screen.tsx',
  post: 'src/screens/post-detail/post-detail-screen.tsx',
} as const;

export const FIRST_VISIT_LOADS: Record<FirstVisitPageName, FirstVisitLoad> = {
  landing: { modules: ['src/screens/landing/landing-screen.tsx'] },
  // Home sits in the app's screens (the layout and the query client), loaded with it; its route
  // fills the query cache before the first render (src/app/lazy-screens.tsx, startHome).
  home: {
    modules: [
      'src/app/app-screens.tsx',
      'src/screens/home/home-screen.tsx',
      'src/app/query/with-query.tsx',
      'src/screens/home/prefetch-home.ts',
    ],
  },
  search: { modules: [...SHARED_PAGE_MODULES, SHARED_PAGE_SCREENS.search], catalogue: 'shared' },
  creator: { modules: [...SHARED_PAGE_MODULES, SHARED_PAGE_SCREENS.creator], catalogue: 'shared' },
  post: { modules: [...SHARED_PAGE_MODULES, SHARED_PAGE_SCREENS.post], catalogue: 'shared' },
};

/**
 * Lazily loaded parts a first visit to any page may show, whose text is in the catalogue's first
 * part so they never wait for the rest: the cookie banner, which a visitor who has not agreed sees
 * at once (painted inert with the document, then the app's own). Not preloaded: a visitor who has
 * agreed never loads it.
 */
export const FIRST_VISIT_LAZY_TEXT = ['src/components/organisms/cookie-banner/cookie-banner.tsx'] as const;
