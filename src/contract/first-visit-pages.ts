/**
 * The pages a first visit lands on, by the path after the language prefix, with the lazily
 * loaded modules each cannot paint without (its screen and the route modules above it). One table
 * for the two that must agree: the server preloads these chunks in the page's document
 * (server/http/app-shell.ts), and the bundle budget measures them (scripts/bundle-budget).
 * The modules are source paths as Vite's manifest names them; the app loads them in
 * src/app/app-routes.tsx (preloadStartScreen) and src/app/lazy-screens.tsx.
 */
export interface FirstVisitPage {
  name: 'landing' | 'home';
  /** The path after the language prefix. */
  path: RegExp;
  modules: readonly string[];
}

export const FIRST_VISIT_PAGES: readonly FirstVisitPage[] = [
  { name: 'landing', path: /^\/?$/, modules: ['src/screens/landing/landing-screen.tsx'] },
  {
    name: 'home',
    path: /^\/home\/?$/,
    // Home sits in the app's screens (the layout and the query client), loaded with it; its route
    // fills the query cache before the first render (src/app/lazy-screens.tsx, startHome).
    modules: [
      'src/app/app-screens.tsx',
      'src/screens/home/home-screen.tsx',
      'src/app/query/with-query.tsx',
      'src/screens/home/prefetch-home.ts',
    ],
  },
];
