/**
 * `npm run check:locales`: fails when a catalogue in locales/ (the app) or locales/server/ (server
 * messages) lacks a locale, a key or a plural category, holds an extra key, a non-string, an empty
 * message, an ICU syntax error or placeholders that differ from English (FormatJS's verify and our
 * checks, scripts/locale-check/check-catalogue.ts); when en.json is not what `formatjs extract`
 * finds in src/; when the pseudo-locales in locales/pseudo/ are not those of en.json; or when a
 * message uses a form its locale's glossary (locales/glossary/) avoids.
 * One line per problem, then a summary.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { checkLocales, formatProblem, type LocaleProblem } from './locale-check/check-catalogue.ts';
import { SUPPORTED_LOCALES } from '../src/i18n/locale-resolution.ts';
import { compareWithCatalogue } from './locale-check/compare-with-source.ts';
import { checkGlossaries } from './locale-check/check-glossary.ts';
import { compilePseudoLocale, extractMessages, PSEUDO_LOCALES } from './locale-check/formatjs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { problems, catalogues } = checkLocales(path.join(root, 'locales'), { cwd: root });
const more: LocaleProblem[] = [];

// The code is the source of the English text: en.json must hold exactly what src/ defines.
const englishFile = path.join(root, 'locales', 'en.json');
try {
  more.push(
    ...compareWithCatalogue(
      extractMessages(path.join(root, 'src')),
      JSON.parse(readFileSync(englishFile, 'utf8')) as Record<string, string>,
      'locales/en.json',
    ),
  );
} catch (error) {
  more.push({ file: 'src/', message: (error as Error).message });
}

// The pseudo-locales are generated from en.json; stale ones would show yesterday's English.
for (const pseudo of Object.keys(PSEUDO_LOCALES) as (keyof typeof PSEUDO_LOCALES)[]) {
  const file = path.join(root, 'locales', 'pseudo', `${pseudo}.json`);
  const shown = path.relative(root, file);
  if (!existsSync(file)) more.push({ file: shown, message: 'missing (run npm run extract:messages)' });
  else if (readFileSync(file, 'utf8') !== compilePseudoLocale(englishFile, pseudo)) {
    more.push({
      file: shown,
      message: 'stale: not generated from locales/en.json (run npm run extract:messages)',
    });
  }
}

// One term per concept and one register per locale, as its glossary names them.
more.push(...checkGlossaries(path.join(root, 'locales'), SUPPORTED_LOCALES, root));

problems.push(...more);
for (const problem of problems) console.error(formatProblem(problem));

const checked = catalogues.map((c) => `${c.dir} (${c.locales} locales, ${c.keys} keys)`).join(', ');
if (problems.length > 0) {
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.error(
    `check:locales: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}; checked ${checked}.`,
  );
  process.exit(1);
}
console.log(`check:locales: OK; checked ${checked} and the pseudo-locales.`);
