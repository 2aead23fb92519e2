/**
 * The app shell's budgets (issue 8), gzipped, in kB of 1,000 bytes as Vite prints them. A page's
 * modules are the ones the server preloads for it (src/contract/first-visit-loads.ts), so the check
 * measures what a first visit really fetches.
 */
import { FIRST_VISIT_LOADS } from '../../src/contract/first-visit-loads.ts';
import { FIRST_VISIT_PAGES, type FirstVisitPageName } from '../../src/contract/first-visit-pages.ts';
import type { Budgets } from './manifest-graph.ts';

export const KB = 1000;

/**
 * Gzipped bytes of JavaScript before interactive, by first-visit page. Home's was 130 kB until it
 * measured 129.9 (issue 22): the legal pages' route and the creator's file picker at the publish
 * entry (their code is lazy; what home carries is their routes and the picker's loader) add 0.4 kB.
 * 131.3 since the operations console (issue 23): its route and its loader, 0.2 kB; nothing of the
 * console itself. 131.5 since the links people share open with their chunks and data (issue 24):
 * the entry knows those three pages and how to start them, 0.1 kB net (the preload lists left it).
 * 131.7 since every sale's fee breakdown (issue 25): app/config's fee and payment-cost rates with
 * their schema, and the earnings' statement route, 0.1 kB. The pages that wait for the whole
 * catalogue carry its 34 new messages (sales, statements, the net price) too: 0.3 to 0.5 kB more.
 * 132.1 since the notification bell (issue 25): its entry in both navigations, its icon, its count's
 * store and two messages, 0.4 kB (the count's query rides in the chat keeper's lazy chunk); the
 * landing's shell carries 0.1 kB of it. The pages that wait for the whole catalogue carry its 60
 * new messages (the notification sentences, the centre, the settings, push) too: 1.4 kB.
 * 132.2 with tracking links (issue 25): the creator page tells a visit through `?t=` and keeps the
 * code (use-tracking-link-visit.ts), 0.6 kB; the pages that wait for the whole catalogue carry their
 * 24 messages, 0.4 to 0.5 kB. That catalogue is now most of each issue's growth on the shared-link
 * pages: splitting it by screen is the next step, rather than raising these again.
 * 132.4 with offers, free trial links and paid messages (issue 25): the trial page's route (0.1 kB
 * on the landing and home shells); the pages that wait for the whole catalogue carry their 130
 * messages, 2.1 to 2.3 kB. Raised once more because the split did not fit the session that landed
 * them.
 * Then the split (docs/decisions/bundle-budget.md, "The catalogue in three parts"): the shared-link
 * pages wait for a part of their own, the text of their screens and of what those load (8.5 kB of
 * the 90 kB the app can show), instead of the whole catalogue: 21.6 kB less on each (search 172.6
 * to 151.0, creator 171.3 to 149.7, post 175.9 to 154.3), and a new screen's text no longer weighs
 * on them. The entry's table of catalogue loaders gains a third column, 15 hashed chunk names:
 * 0.3 kB on the landing and home shells (100.2 to 100.5, 132.3 to 132.6).
 * 100.6 and 132.7 with the mass-message composer (issue 25): its route in the entry's table of
 * mine pages and their permissions, 0.1 kB; its 61 messages are in the rest of the catalogue, so
 * the shared-link pages carry none of them (0.1 kB of the route).
 * 100.8 and 133.0 (search 151.5, post 154.8) with login security and spending limits (issue 26):
 * two routes in the entry's table of mine pages, and the login state telling a session from a
 * second-factor challenge (kept apart from its zod schemas, which had put 13 kB of zod on every
 * first visit), 0.2 kB on every page.
 * 100.9 and 133.1 (search 151.6, creator 150.1, post 154.9) with the cookie banner's four messages
 * in the first part (FIRST_VISIT_LAZY_TEXT): the banner a visitor who has not agreed sees on any
 * page no longer waits for the rest of the catalogue, nor shows message ids when it fails, 0.1 kB.
 */
const PAGE_LIMITS: Record<FirstVisitPageName, number> = {
  landing: 100.9 * KB,
  home: 133.1 * KB,
  // The links people share (issue 24): the app's screens, the page's own chunk and the catalogue's
  // first two parts. The first paint is the server's first HTML: this JavaScript starts after it.
  search: 151.6 * KB,
  creator: 150.1 * KB,
  post: 154.9 * KB,
};

const PAGE_PATHS: Record<FirstVisitPageName, string> = {
  landing: '/en',
  home: '/en/home',
  search: '/en/search?q=fitness',
  creator: '/en/mayafit',
  post: '/en/mayafit/{id}',
};

export const BUDGETS: Budgets = {
  pages: FIRST_VISIT_PAGES.map((page) => ({
    name: `${page.name} ${PAGE_PATHS[page.name]}`,
    modules: FIRST_VISIT_LOADS[page.name].modules,
    // A shared link's page carries the shared links' part of the catalogue too.
    locale: (FIRST_VISIT_LOADS[page.name].catalogue === 'shared' ? ['first', 'shared'] : ['first']).map(
      (part) => new RegExp(`(?:^|/)locales/(?:[^/]+/)*en\\.json\\?part=${part}$`),
    ),
    limit: PAGE_LIMITS[page.name],
  })),
  lazyChunkLimit: 60 * KB,
  lazyChunkLimits: {
    // 60 kB and react-hook-form's shared chunk (13.6 kB), which every form of the app loads since the
    // publish form is written like the others (issue 21): docs/decisions/publish-form-weight.md.
    'src/screens/publish/publish-screen.tsx': 73.6 * KB,
    // Headless UI's dialog now shares four small pieces with the console's tabs, disclosures and
    // radio groups (issue 23), each a chunk of its own: 1.1 kB of per-chunk overhead on the academy's
    // path. A chunk group for them moved more than it saved (measured: 60.3 and 60.7 kB).
    // 61.3 since app/config carries the fee rates (issue 25): the academy and the auth screens load
    // its schema, 0.1 kB.
    'src/screens/academy/academy-screen.tsx': 61.3 * KB,
    // 60.6 since a sign-up sends the tracking link's code kept for 30 days (issue 25), 0.4 to 0.5 kB.
    // 61.2 since a login may answer a second-factor challenge (issue 26): the dialog's state and
    // titles for the second step, the login calls' two answers, 0.5 kB; the step's own form loads
    // only when a challenge comes (second-factor-screen.tsx, 3.7 kB). 61.7 since the first screen
    // offers "Log in with a passkey" (issue 26): the button, its four texts and the dialog's
    // second-step factor, 0.4 kB; the flow and @simplewebauthn/browser load on the press.
    'src/features/auth-dialog/auth-screens.tsx': 61.7 * KB,
  },
  // The operations console (issue 23): staff at a desk, never on a fan's or creator's path. Its
  // pages carry forms, tabs and the post viewer together; each stays under this.
  lazyChunkPatterns: [{ test: /^src\/(app\/ops-routes\.tsx|screens\/ops\/)/, limit: 75 * KB }],
  // Every lazily loaded piece of the app (screens, dialogs, players); not the locale catalogues.
  lazyChunk: /^src\//,
};
