/**
 * `npm run check:locales`: fails when a catalogue in locales/ (the app) or locales/server/ (server
 * messages) lacks a locale, a key or a plural category, or holds an extra key, a non-string, an
 * ICU syntax error or placeholders that differ from English. One line per problem, then a summary.
 * The rules are in scripts/locale-check/check-catalogue.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { checkLocales, formatProblem } from './locale-check/check-catalogue.ts';
import { compareWithCatalogue, extractMessages } from './locale-check/extract-messages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { problems, catalogues } = checkLocales(path.join(root, 'locales'), { cwd: root });

for (const problem of problems) console.error(formatProblem(problem));

// The code is the source of the English text: en.json must hold exactly what src/ defines.
const englishFile = path.join(root, 'locales', 'en.json');
const sourceProblems = compareWithCatalogue(
  extractMessages(path.join(root, 'src')),
  JSON.parse(readFileSync(englishFile, 'utf8')) as Record<string, string>,
  'locales/en.json',
);
for (const problem of sourceProblems) {
  const shown = { file: path.relative(root, problem.file), message: problem.message };
  console.error(formatProblem(shown));
  problems.push(shown);
}

const checked = catalogues.map((c) => `${c.dir} (${c.locales} locales, ${c.keys} keys)`).join(', ');
if (problems.length > 0) {
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.error(
    `check:locales: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}; checked ${checked}.`,
  );
  process.exit(1);
}
console.log(`check:locales: OK; checked ${checked}.`);
