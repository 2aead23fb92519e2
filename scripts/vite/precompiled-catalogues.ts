/**
 * The app's production build ships its message catalogues parsed: each locales/{lang}.json
 * becomes the ICU syntax tree react-intl formats directly, and the ICU parser (with its skeleton
 * and date-pattern tables) is replaced by FormatJS's `no-parser` entry, so no first visit
 * downloads or runs it. Each catalogue keeps only the messages the app can show
 * (app-message-ids.ts): a component no screen uses yet does not weigh on every visit's
 * catalogue. Storybook and the tests keep the whole plain catalogues and the parser.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { appMessageIds } from './app-message-ids.ts';

export const PRECOMPILED_CATALOGUES_PLUGIN = 'fanvault:precompiled-catalogues';

/** locales/{lang}.json (not the server's catalogues, not the already parsed pseudo-locales). */
const APP_CATALOGUE = /[\\/]locales[\\/]([a-z]{2}(?:-[a-z]{2})?)\.json$/;

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
  let shown: Set<string> | undefined;
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
      };
    },
    transform(code, id) {
      const match = APP_CATALOGUE.exec(id.split('?')[0] ?? id);
      if (!match?.[1]) return null;
      shown ??= appMessageIds(join(root, 'src', 'app', 'main.tsx'));
      const messages = onlyMessages(JSON.parse(code) as Record<string, string>, shown);
      const compiled = compileCatalogue(messages, match[1]);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
