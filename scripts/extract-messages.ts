/**
 * `npm run extract:messages`: `formatjs extract` writes the messages defined in src/ into
 * locales/en.json (sorted); new keys are added to the other locales in English for the
 * translators and keys the code no longer defines are dropped, existing translations kept; and
 * `formatjs compile --pseudo-locale` writes the pseudo-locales into locales/pseudo/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '../src/i18n/locale-resolution.ts';
import { compilePseudoLocale, extractMessages, PSEUDO_LOCALES } from './locale-check/formatjs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const english = extractMessages(path.join(root, 'src'));

for (const locale of SUPPORTED_LOCALES) {
  const file = path.join(root, 'locales', `${locale}.json`);
  const existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const next =
    locale === 'en'
      ? english
      : Object.fromEntries(Object.keys(english).map((id) => [id, existing[id] ?? english[id]!]));
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}

const pseudoDir = path.join(root, 'locales', 'pseudo');
mkdirSync(pseudoDir, { recursive: true });
for (const pseudo of Object.keys(PSEUDO_LOCALES) as (keyof typeof PSEUDO_LOCALES)[]) {
  writeFileSync(
    path.join(pseudoDir, `${pseudo}.json`),
    compilePseudoLocale(path.join(root, 'locales', 'en.json'), pseudo),
  );
}
console.log(
  `extract:messages: ${Object.keys(english).length} messages written to locales/en.json, ` +
    `pseudo-locales ${Object.keys(PSEUDO_LOCALES).join(' and ')} to locales/pseudo/`,
);
