/**
 * The glossary part of `npm run check:locales`: each locale has a glossary in
 * `locales/glossary/{locale}.json` naming, for every product concept, the one term its catalogues
 * use, the register they address the reader in, and the forms to avoid. A message of the app or
 * server catalogue that holds an avoided form is refused, so a concept keeps one name on every
 * screen and the register does not change between screens.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocaleProblem } from './check-catalogue.ts';

/** One concept (or the register) and the words the catalogues use and avoid for it. */
export interface GlossaryEntry {
  /** What the entry is about, in English: `plan`, `log in`, `register`. */
  concept: string;
  /** The one term (or, for the register, the form of address) the catalogues use. */
  term: string;
  /**
   * Forms no message may hold. Matched ignoring case; in a glossary with `wholeWords`, only as
   * a whole word, where `*` at either end stands for any letters (a stem such as `тариф*`). A
   * space or hyphen inside a form stands for any run of spaces, dashes and zero-width characters,
   * or none: `sign in` also refuses `sign-in`, `sign\u00a0in` and `signin`.
   */
  avoid?: string[];
  /** Message ids where an avoided form is right because it names something else, with why. */
  allowedIn?: Record<string, string>;
}

export interface Glossary {
  locale: string;
  /** Whether the script separates words with spaces, so avoided forms match whole words. */
  wholeWords: boolean;
  register: GlossaryEntry;
  terms: GlossaryEntry[];
}

/** A catalogue to hold to a glossary: its file as shown, and its messages. */
export interface CatalogueToCheck {
  file: string;
  messages: Record<string, string>;
}

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
/** What may join the words of an avoided form: spaces, dashes, zero-width (non-)joiners, or none. */
const JOINER = String.raw`[\s\p{Pd}\u200b-\u200d]*`;

/** The pattern of an avoided form in a glossary with or without whole words. */
export function avoidedFormPattern(form: string, wholeWords: boolean): RegExp {
  const stemStart = form.startsWith('*');
  const stemEnd = form.endsWith('*') && form.length > 1;
  const core = form
    .slice(stemStart ? 1 : 0, stemEnd ? -1 : undefined)
    .split(/[\s\p{Pd}]+/u)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`))
    .join(JOINER);
  if (!wholeWords) return new RegExp(core, 'iu');
  const before = stemStart ? `${LETTER}*` : `(?<!${LETTER})`;
  const after = stemEnd ? `${LETTER}*` : `(?!${LETTER})`;
  return new RegExp(`${before}${core}${after}`, 'iu');
}

/**
 * A message as its reader sees it, for the glossary: the names of its ICU arguments (`{post}`,
 * `{count, plural, …}`) are code, not words, and a translation must keep them as the source has
 * them (the German `{post} wurde angenommen` names a Beitrag, and rightly says `post`).
 */
export function readerText(text: string): string {
  return text.replace(/\{\s*[\p{L}_][\p{L}\p{N}_]*\s*(?=[,}])/gu, '{');
}

/** Every message of the catalogues that holds a form the glossary avoids, one problem each. */
export function checkAgainstGlossary(glossary: Glossary, catalogues: CatalogueToCheck[]): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  for (const entry of [glossary.register, ...glossary.terms]) {
    for (const form of entry.avoid ?? []) {
      const pattern = avoidedFormPattern(form, glossary.wholeWords);
      for (const { file, messages } of catalogues) {
        for (const [id, text] of Object.entries(messages)) {
          if (entry.allowedIn?.[id] !== undefined) continue;
          const found = pattern.exec(readerText(text));
          if (!found) continue;
          problems.push({
            file,
            message:
              `"${id}" uses "${found[0]}", which the glossary avoids for ${entry.concept}: ` +
              `use "${entry.term}"`,
          });
        }
      }
    }
  }
  return problems;
}

/**
 * Holds the app catalogue in `dir` and the server catalogue in `dir/server` of each locale to
 * `dir/glossary/{locale}.json`. A missing or malformed glossary is a problem too.
 */
export function checkGlossaries(dir: string, locales: readonly string[], cwd: string): LocaleProblem[] {
  const show = (file: string) => path.relative(cwd, file).split(path.sep).join('/');
  const problems: LocaleProblem[] = [];
  for (const locale of locales) {
    const glossaryFile = path.join(dir, 'glossary', `${locale}.json`);
    if (!existsSync(glossaryFile)) {
      problems.push({ file: show(glossaryFile), message: 'missing glossary' });
      continue;
    }
    const glossary = readGlossary(glossaryFile);
    if (typeof glossary === 'string') {
      problems.push({ file: show(glossaryFile), message: glossary });
      continue;
    }
    const catalogues: CatalogueToCheck[] = [];
    for (const file of [path.join(dir, `${locale}.json`), path.join(dir, 'server', `${locale}.json`)]) {
      if (!existsSync(file)) continue;
      try {
        catalogues.push({ file: show(file), messages: JSON.parse(readFileSync(file, 'utf8')) });
      } catch {
        // The catalogue check reports a file that does not parse.
      }
    }
    problems.push(...checkAgainstGlossary(glossary, catalogues));
  }
  return problems;
}

/** The glossary in a file, or why it cannot be used. */
function readGlossary(file: string): Glossary | string {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `invalid JSON: ${(error as Error).message}`;
  }
  const glossary = value as Partial<Glossary>;
  if (
    typeof glossary?.wholeWords !== 'boolean' ||
    !isEntry(glossary.register) ||
    !Array.isArray(glossary.terms) ||
    !glossary.terms.every(isEntry)
  ) {
    return 'not a glossary: needs wholeWords, a register and terms, each with a concept and a term';
  }
  return glossary as Glossary;
}

function isEntry(value: unknown): value is GlossaryEntry {
  const entry = value as Partial<GlossaryEntry> | undefined;
  return (
    typeof entry?.concept === 'string' &&
    typeof entry.term === 'string' &&
    (entry.avoid === undefined ||
      (Array.isArray(entry.avoid) && entry.avoid.every((f) => typeof f === 'string')))
  );
}
