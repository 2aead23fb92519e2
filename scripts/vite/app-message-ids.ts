/**
 * The message ids the app can show: those written in the source files the app reaches from its
 * entry (src/app/main.tsx), following relative static and dynamic imports. Components that only
 * stories use so far (docs/design-system.md, "Components waiting for their screen") are not
 * reached, so their messages stay out of the app's catalogues until a screen uses them; Storybook
 * keeps the whole catalogues. Message ids are literal strings everywhere (`npm run
 * extract:messages` refuses any other), so reading them from the source finds every one.
 *
 * Of those, the first-visit ids are the ones a first visit can show before anything lazily loaded
 * arrives: the files reached by static imports alone from the entry and from the modules of the
 * first-visit pages (src/contract/first-visit-loads.ts). They make the catalogue's first part.
 * The shared links' part holds the text of the shared-link screens and of all they load, lazily
 * too; the rest loads after the first render (src/i18n/messages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import {
  FIRST_VISIT_LAZY_TEXT,
  FIRST_VISIT_LOADS,
  SHARED_PAGE_SCREENS,
} from '../../src/contract/first-visit-loads.ts';

/** Static and dynamic imports (type-only ones too: reaching more only keeps more). */
const ANY_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;
/** Static imports and re-exports that load code: not `import type`, not `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"();]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const MESSAGE_ID = /\bid:\s*['"]([^'"]+)['"]/g;

/**
 * Modules only a development build has: the entry reaches them through an import that a
 * production build drops (`import.meta.env.DEV`, src/app/lazy-screens.tsx), so the app's
 * catalogues need none of their messages (docs/decisions/devmode-pages.md).
 */
export const DEVELOPMENT_ONLY_MODULES = ['src/app/devmode-routes.tsx'];

const isDevelopmentOnly = (file: string) =>
  DEVELOPMENT_ONLY_MODULES.some((module) => file.replaceAll('\\', '/').endsWith(`/${module}`));

/** Every source file the app reaches from `entries`, through dynamic imports too unless `staticOnly`. */
export function reachedFiles(entries: string | readonly string[], staticOnly = false): string[] {
  const seen = new Set<string>();
  const pending = (typeof entries === 'string' ? [entries] : [...entries]).map((entry) => normalize(entry));
  const imports = staticOnly ? STATIC_IMPORT : ANY_IMPORT;
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file) || !/\.tsx?$/.test(file) || isDevelopmentOnly(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(imports)) {
      pending.push(normalize(join(dirname(file), specifier!)));
    }
  }
  return [...seen];
}

/** The message ids written in `files`. */
export function messageIdsIn(files: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(MESSAGE_ID)) ids.add(id!);
  }
  return ids;
}

/** The ids written in the files the app reaches from `entry`. */
export function appMessageIds(entry: string): Set<string> {
  return messageIdsIn(reachedFiles(entry));
}

/**
 * The entry, the first-visit pages' modules and the lazily loaded parts any first visit may show
 * (FIRST_VISIT_LAZY_TEXT), as files under `root`: not the modules of a page that waits for the
 * shared links' part anyway (src/contract/first-visit-loads.ts, `catalogue`).
 */
export function firstVisitEntries(root: string): string[] {
  const modules = Object.values(FIRST_VISIT_LOADS)
    .filter((load) => load.catalogue !== 'shared')
    .flatMap((load) => load.modules);
  return [
    join(root, 'src', 'app', 'main.tsx'),
    ...[...modules, ...FIRST_VISIT_LAZY_TEXT].map((module) => join(root, module)),
  ];
}

/** The ids a first visit can show before anything lazily loaded arrives. */
export function firstVisitMessageIds(root: string): Set<string> {
  return messageIdsIn(reachedFiles(firstVisitEntries(root), true));
}

/** The ids the shared-link screens can show, with everything they load (lazily too). */
export function sharedPageMessageIds(root: string): Set<string> {
  return messageIdsIn(reachedFiles(Object.values(SHARED_PAGE_SCREENS).map((screen) => join(root, screen))));
}
