/**
 * The app's production build ships its message catalogues parsed: each locales/{lang}.json
 * becomes the ICU syntax tree react-intl formats directly, and the ICU parser (with its skeleton
 * and date-pattern tables) is replaced by FormatJS's `no-parser` entry, so no first visit
 * downloads or runs it. Each catalogue keeps only the messages the app can show
 * (app-message-ids.ts): a component no screen uses yet does not weigh on every visit's
 * catalogue. The app imports each catalogue in three parts (src/i18n/messages.ts):
 * `?part=first`, the messages a first visit can show; `?part=shared`, the others the links people
 * share (search, a creator, a post) can show; `?part=rest`, the others the app can show.
 * Storybook and the tests keep the whole plain catalogues and the parser.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { appMessageIds, firstVisitMessageIds, sharedPageMessageIds } from './app-message-ids.ts';

export const PRECOMPILED_CATALOGUES_PLUGIN = 'fanvault:precompiled-catalogues';

/** locales/{lang}.json (not the server's catalogues, not the already parsed pseudo-locales). */
const APP_CATALOGUE = /[\\/]locales[\\/]([a-z]{2}(?:-[a-z]{2})?)\.json$/;

export const CATALOGUE_PARTS = ['first', 'shared', 'rest'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/**
 * The ids each part keeps, of the ids the app can show, those a first visit can show and those
 * the shared links can show: each id in exactly one part, the earliest that needs it.
 */
export function partIds(
  shown: ReadonlySet<string>,
  firstVisit: ReadonlySet<string>,
  sharedPages: ReadonlySet<string>,
): Record<CataloguePart, Set<string>> {
  const parts: Record<CataloguePart, Set<string>> = { first: new Set(), shared: new Set(), rest: new Set() };
  for (const id of shown) {
    parts[firstVisit.has(id) ? 'first' : sharedPages.has(id) ? 'shared' : 'rest'].add(id);
  }
  return parts;
}

/** The parts of the catalogues of the app whose sources are under `root`. */
export function catalogueParts(root: string): Record<CataloguePart, Set<string>> {
  return partIds(
    appMessageIds(join(root, 'src', 'app', 'main.tsx')),
    firstVisitMessageIds(root),
    sharedPageMessageIds(root),
  );
}

/** One catalogue's messages as syntax trees, parsed the way react-intl parses them at run time. */
export function compileCatalogue(
  messages: Record<string, string>,
  locale: string,
): Record<string, MessageFormatElement[]> {
  const intlLocale = new Intl.Locale(locale);
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, parse(text, { locale: intlLocale })]),
  );
}

/** The runtime's own copy of the parser package, so every importer of it gets `no-parser`. */
function noParserEntry(root: string): string {
  const require = createRequire(join(root, 'node_modules', 'intl-messageformat', 'index.js'));
  const parserIndex = require.resolve('@formatjs/icu-messageformat-parser');
  return join(dirname(parserIndex), 'no-parser.js');
}

/** The messages of `messages` whose ids `keep` names. */
export function onlyMessages(
  messages: Record<string, string>,
  keep: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => keep.has(id)));
}

export function precompiledCatalogues(): Plugin {
  let root = process.cwd();
  // Read once per build, when the first catalogue is transformed (every source file exists by then).
  let parts: Record<CataloguePart, Set<string>> | undefined;
  return {
    name: PRECOMPILED_CATALOGUES_PLUGIN,
    apply: 'build',
    enforce: 'pre',
    config(config) {
      root = config.root ?? process.cwd();
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParserEntry(root) }],
        },
        // The app imports the parts only where this plugin makes them (src/i18n/messages.ts).
        define: { __CATALOGUE_PARTS__: 'true' },
      };
    },
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      const match = APP_CATALOGUE.exec(file);
      if (!match?.[1]) return null;
      const part = new URLSearchParams(query).get('part') as CataloguePart | null;
      if (!part || !CATALOGUE_PARTS.includes(part)) {
        this.error(`${file} is imported without ?part=${CATALOGUE_PARTS.join('|')} (src/i18n/messages.ts)`);
      }
      parts ??= catalogueParts(root);
      const messages = onlyMessages(JSON.parse(code) as Record<string, string>, parts[part]);
      const compiled = compileCatalogue(messages, match[1]);
      // JSON text, typed as JSON: the bundler infers a module's type from its extension, and the
      // `?part=` query hides it.
      return { code: JSON.stringify(compiled), map: null, moduleType: 'json' };
    },
  };
}
