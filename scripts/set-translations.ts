/**
 * `npx tsx scripts/set-translations.ts FILE.json [--server]`: writes translations into the
 * catalogues. FILE holds `{ "<locale>": { "<message id>": "<text>", ... }, ... }`.
 *
 * App catalogues (locales/{locale}.json): only ids that `extract-messages` already wrote are set
 * (an unknown id is a typo and fails), and the file keeps its sorted order. Server catalogues
 * (--server, locales/server/{locale}.json): ids are set in place, or added after the last id that
 * shares their prefix (`server.feedback.*` beside its kin), so the file stays grouped.
 *
 * Several sessions may translate at once: run it under `flock /tmp/locales.lock` like
 * extract-messages, so two writers never interleave.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '../src/i18n/locale-resolution.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [input, flag] = process.argv.slice(2);
if (!input) {
  console.error('usage: npx tsx scripts/set-translations.ts FILE.json [--server]');
  process.exit(2);
}
const server = flag === '--server';
const byLocale = JSON.parse(readFileSync(input, 'utf8')) as Record<string, Record<string, string>>;

/** The longest dotted prefix `id` shares with an existing id, as an index after which it goes. */
function groupEnd(ids: string[], id: string): number {
  const parts = id.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const prefix = `${parts.slice(0, length).join('.')}.`;
    const last = ids.findLastIndex((existing) => existing.startsWith(prefix));
    if (last >= 0) return last + 1;
  }
  return ids.length;
}

let written = 0;
for (const [locale, texts] of Object.entries(byLocale)) {
  if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) throw new Error(`unknown locale ${locale}`);
  const file = path.join(root, 'locales', ...(server ? ['server'] : []), `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let entries = Object.entries(catalogue);
  for (const [id, text] of Object.entries(texts)) {
    const at = entries.findIndex(([existing]) => existing === id);
    if (at >= 0) entries[at] = [id, text];
    else if (server) {
      const place = groupEnd(
        entries.map(([existing]) => existing),
        id,
      );
      entries = [...entries.slice(0, place), [id, text], ...entries.slice(place)];
    } else throw new Error(`${locale}: ${id} is not in the catalogue; run extract-messages first`);
    written++;
  }
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
}
console.log(`set-translations: ${written} texts written`);
