/**
 * The locale check behind `npm run check:locales` (docs/architecture.md "Locales"): every
 * catalogue ships all 15 locales; FormatJS's `verify` holds each to its en.json (the same keys,
 * valid ICU MessageFormat, the same placeholders and tags); and what verify does not check is
 * ours: no message is empty, and every plural names each category the locale's plural rules
 * can select.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '../../src/i18n/locale-resolution.ts';
import { verifyCatalogues } from './formatjs.ts';

/** The locale every other file of a catalogue is compared with. */
export const SOURCE_LOCALE = 'en';

export interface LocaleProblem {
  /** The file, as shown to the reader (relative to the working directory). */
  file: string;
  message: string;
}

export interface CatalogueSummary {
  /** The catalogue folder, as shown to the reader. */
  dir: string;
  locales: number;
  keys: number;
}

export interface LocaleCheckResult {
  problems: LocaleProblem[];
  catalogues: CatalogueSummary[];
}

export interface LocaleCheckOptions {
  /** The locales every catalogue must hold; all 15 unless a test narrows them. */
  locales?: readonly string[];
  /** Paths in messages are shown relative to this folder. */
  cwd?: string;
}

/** Formats a problem the way the command prints it: `locales/fr.json: missing key "a.b"`. */
export function formatProblem(problem: LocaleProblem): string {
  return `${problem.file}: ${problem.message}`;
}

/**
 * Checks the app catalogue in `dir` and, when it exists, the server catalogue in `dir/server`.
 * Returns every problem found; an empty list means the catalogues can ship.
 */
export function checkLocales(dir: string, options: LocaleCheckOptions = {}): LocaleCheckResult {
  const result: LocaleCheckResult = { problems: [], catalogues: [] };
  for (const catalogueDir of [dir, path.join(dir, 'server')]) {
    if (catalogueDir !== dir && !isDirectory(catalogueDir)) continue;
    const checked = checkCatalogue(catalogueDir, options);
    result.problems.push(...checked.problems);
    result.catalogues.push(checked.summary);
  }
  return result;
}

/** Checks one catalogue folder: one `{locale}.json` per locale, compared with en.json. */
export function checkCatalogue(
  dir: string,
  options: LocaleCheckOptions = {},
): { problems: LocaleProblem[]; summary: CatalogueSummary } {
  const locales = options.locales ?? SUPPORTED_LOCALES;
  const cwd = options.cwd ?? process.cwd();
  const show = (file: string) => path.relative(cwd, path.join(dir, file)).split(path.sep).join('/');
  const problems: LocaleProblem[] = [];
  const report = (locale: string, message: string) =>
    problems.push({ file: show(`${locale}.json`), message });

  const present = isDirectory(dir)
    ? readdirSync(dir).filter((name) => name.endsWith('.json') && statSync(path.join(dir, name)).isFile())
    : [];
  for (const name of present.sort()) {
    if (!locales.includes(name.slice(0, -'.json'.length))) {
      problems.push({
        file: show(name),
        message: `unexpected file: not one of the ${locales.length} locales`,
      });
    }
  }

  const catalogues = new Map<string, Map<string, string>>();
  for (const locale of locales) {
    if (!present.includes(`${locale}.json`)) {
      report(locale, 'missing file');
      continue;
    }
    const loaded = loadCatalogue(path.join(dir, `${locale}.json`));
    for (const message of loaded.problems) report(locale, message);
    // A file that is not a flat object of strings is reported as such and left out of the rest.
    if (loaded.messages && loaded.problems.length === 0) catalogues.set(locale, loaded.messages);
  }

  const source = catalogues.get(SOURCE_LOCALE);
  const summary = { dir: show('.'), locales: catalogues.size, keys: source?.size ?? 0 };
  if (!source) return { problems, summary };

  // Keys, ICU syntax, placeholders and tags: FormatJS's verify, over the files that loaded.
  problems.push(
    ...verifyCatalogues(
      [...catalogues.keys()].map((locale) => path.join(dir, `${locale}.json`)),
      SOURCE_LOCALE,
      (locale) => show(`${locale.toLowerCase()}.json`),
    ),
  );

  // What verify does not check: an empty translation, and the plural categories of each locale.
  for (const [locale, messages] of catalogues) {
    const categories = pluralCategoriesOf(locale);
    for (const [key, text] of messages) {
      if (!source.has(key)) continue;
      if (text.trim() === '') {
        report(locale, `empty message "${key}"`);
        continue;
      }
      const shape = analyse(text);
      if (!shape) continue;
      for (const plural of shape.plurals) {
        const needed = plural.ordinal ? categories.ordinal : categories.cardinal;
        const lacking = needed.filter((category) => !plural.categories.has(category));
        if (lacking.length) {
          const kind = plural.ordinal ? 'selectordinal' : 'plural';
          report(
            locale,
            `${kind} {${plural.argument}} in "${key}" lacks ${lacking.join(', ')} ` +
              `(${locale} needs ${needed.join(', ')})`,
          );
        }
      }
    }
  }
  return { problems, summary };
}

function isDirectory(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

/** Reads a flat `{ "message.id": "ICU text" }` file. */
function loadCatalogue(file: string): { messages?: Map<string, string>; problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`invalid JSON: ${(error as Error).message}`] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { problems: ['not a JSON object of message ids to strings'] };
  }
  const messages = new Map<string, string>();
  const problems: string[] = [];
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') messages.set(key, text);
    else problems.push(`value of "${key}" is ${describe(text)}, not a string`);
  }
  return { messages, problems };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

interface PluralUse {
  argument: string;
  ordinal: boolean;
  /** The keyword categories present; exact matches (`=0`) are not categories. */
  categories: Set<string>;
}

interface MessageShape {
  plurals: PluralUse[];
}

/** The plurals of a message; undefined when it does not parse (verify reports that). */
function analyse(text: string): MessageShape | undefined {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text);
  } catch {
    return undefined;
  }
  const shape: MessageShape = { plurals: [] };
  walk(elements, shape);
  return shape;
}

function walk(elements: MessageFormatElement[], shape: MessageShape) {
  for (const element of elements) {
    if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, shape);
    } else if (element.type === TYPE.plural) {
      shape.plurals.push({
        argument: element.value,
        ordinal: element.pluralType === 'ordinal',
        categories: new Set(Object.keys(element.options).filter((name) => !name.startsWith('='))),
      });
      for (const option of Object.values(element.options)) walk(option.value, shape);
    } else if (element.type === TYPE.tag) {
      walk(element.children, shape);
    }
  }
}

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The plural categories a locale's messages must cover, from the runtime's CLDR data. Regional
 * codes use their base language (zh-cn and zh-tw are both `zh`); `other` is always required.
 */
export function pluralCategoriesOf(locale: string): { cardinal: string[]; ordinal: string[] } {
  const language = locale.split('-')[0] ?? locale;
  const of = (type: Intl.PluralRuleType) => {
    const found = new Set<string>(
      new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories,
    );
    found.add('other');
    return CATEGORY_ORDER.filter((category) => found.has(category));
  };
  return { cardinal: of('cardinal'), ordinal: of('ordinal') };
}
