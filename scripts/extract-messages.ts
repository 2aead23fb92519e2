/**
 * `npm run extract:messages`: writes the messages defined in src/ into locales/en.json (sorted),
 * adds new keys to the other locales in English for the translators, and drops keys the code no
 * longer defines. Existing translations are kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '../src/i18n/locale-resolution.ts';
import { extractMessages } from './locale-check/extract-messages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const messages = extractMessages(path.join(root, 'src'));
const english = Object.fromEntries(
  [...new Map(messages.map((m) => [m.id, m.defaultMessage]))].sort(([a], [b]) => a.localeCompare(b)),
);

for (const locale of SUPPORTED_LOCALES) {
  const file = path.join(root, 'locales', `${locale}.json`);
  const existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const next =
    locale === 'en'
      ? english
      : Object.fromEntries(Object.keys(english).map((id) => [id, existing[id] ?? english[id]!]));
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}
console.log(`extract:messages: ${Object.keys(english).length} messages written to locales/en.json`);
