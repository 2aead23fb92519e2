/**
 * Which addresses under /{lang} are the app's pages (spec §2 public routes and the account area),
 * as one table for the two that must agree: the router draws these pages and the 404 screen for
 * every other address (src/app), and the server answers every other address with HTTP 404
 * (server/document-content.ts), so a browser, a robot and a link checker all learn that a page
 * is missing. A creator's page or post is only a shape here: whether it exists is the server's to
 * say (server/modules/posts/shared-links.service.ts).
 */
import { APP_SECTIONS, POST_ID } from './app-sections.ts';
import { MINE_SUB_PAGES } from './mine-sub-pages.ts';
import { OPERATOR_QUEUES } from './operators.ts';
import { MINE_ROUTES } from './rules/mine-permissions.ts';

export { APP_SECTIONS, POST_ID };

/** The pages under /{lang}/official (spec §2): the academy and the legal texts. */
export const OFFICIAL_PAGES = [
  'academy',
  'tos',
  'privacy-policy',
  'usc',
  'dmca',
  'acceptable-use-policy',
  'cookie-policy',
  'complaints-policy',
] as const;

/** What the path after the language (`''` for the landing, `/mine/buy`) opens. */
export type AppPathKind = 'page' | 'creator-or-post' | 'unknown';

function minePathKind(page: string, rest: readonly string[]): AppPathKind {
  if (!(page in MINE_ROUTES)) return 'unknown';
  if (rest.length > 1 || (rest.length === 1 && !MINE_SUB_PAGES[page]?.includes(rest[0]!))) return 'unknown';
  return 'page';
}

/**
 * The kind of page at `path`, the part of an address after its language prefix (query ignored;
 * case and a trailing slash do not matter, as in the router).
 */
export function appPathKindOf(path: string): AppPathKind {
  const trimmed = path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  const [first, ...rest] = trimmed ? trimmed.split('/') : [];
  if (first === undefined) return 'page';
  const section = first.toLowerCase();
  const tail = rest.map((segment) => segment.toLowerCase());
  if (!APP_SECTIONS.has(section)) {
    if (rest.length === 0 || (rest.length === 1 && POST_ID.test(rest[0]!))) return 'creator-or-post';
    return 'unknown';
  }
  switch (section) {
    case 'home':
    case 'search':
    case 'publish':
      return rest.length === 0 ? 'page' : 'unknown';
    case 'message':
      return rest.length <= 1 ? 'page' : 'unknown';
    case 'trial':
      // A free trial link's page (docs/decisions/trials.md): /trial/{code}.
      return rest.length === 1 ? 'page' : 'unknown';
    case 'mine':
      return minePathKind(tail[0] ?? '', tail.slice(1));
    case 'ops':
      // The operations console (issue 23): its home and one page per queue.
      return tail.length === 0 || (tail.length === 1 && Object.hasOwn(OPERATOR_QUEUES, tail[0]!))
        ? 'page'
        : 'unknown';
    case 'official':
      return tail.length === 1 && (OFFICIAL_PAGES as readonly string[]).includes(tail[0]!)
        ? 'page'
        : 'unknown';
    default:
      // devmode's pages exist in development builds only (vite's server answers those); the server
      // serves the production build, which has none: 404 (docs/decisions/devmode-pages.md). A
      // prefixed error-401 is not a page either.
      return 'unknown';
  }
}
