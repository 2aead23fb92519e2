/**
 * Reads the real contract for the reference: every module under src/contract/ (their exports
 * tell which call or schema was written where), their source text (for the JSDoc), the calls'
 * own refusals and the server's English messages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CALL_GROUPS } from '../../src/contract/call.ts';
import { CALL_REFUSALS } from '../../src/contract/call-refusals.ts';
import { CALLS } from '../../src/contract/registry.ts';
import { CONTROL_CHARACTERS_ERROR } from '../../src/contract/string-errors.ts';
import { ruleMessageKey } from '../../server/http/rule-messages.ts';
import { APP_MESSAGE_IDS } from '../../server/i18n/messages.ts';
import type { NamedSource, ReferenceInput } from './render-reference.ts';
import { readSourceComments } from './source-comments.ts';

/** What each access level of src/contract/call.ts means to a client. */
export const ACCESS_WORDS: Record<string, string> = {
  anyone: 'visitors too: no `token` needed',
  member: 'signed in: the `token` is needed',
  operator:
    'an operator signed in to the console: the `fv_op` cookie from the browser that signed in (api.md 5.21), of a role listed',
};

const isNamedValue = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && ('_zod' in value || ('path' in value && 'request' in value));

/** The contract's TypeScript files (tests left out), relative to `root`. */
function contractFiles(root: string): string[] {
  const folder = join(root, 'src/contract');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => relative(root, join(folder, file)))
    .sort();
}

/** Every exported call and schema by identity, with the file and name it was first exported under. */
async function exportedSources(root: string, files: readonly string[]): Promise<Map<unknown, NamedSource>> {
  const sources = new Map<unknown, NamedSource>();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isNamedValue(value) && !sources.has(value)) sources.set(value, { name, file });
    }
  }
  return sources;
}

/** The reference's input from the repository at `root`. */
export async function contractInput(root: string, preamble: string): Promise<ReferenceInput> {
  const files = contractFiles(root);
  const sources = await exportedSources(root, files);
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>;
  const app = read('locales/en.json');
  // The server answers with its own ids and with the app's it shares (server/i18n/messages.ts).
  const messages = {
    ...read('locales/server/en.json'),
    ...Object.fromEntries(APP_MESSAGE_IDS.flatMap((id) => (app[id] === undefined ? [] : [[id, app[id]]]))),
  };
  return {
    calls: CALLS,
    groups: CALL_GROUPS,
    sourceOf: (value) => sources.get(value),
    comments: readSourceComments(texts),
    refusals: CALL_REFUSALS,
    messages,
    ruleMessageKey,
    accessWords: ACCESS_WORDS,
    controlCharactersCode: CONTROL_CHARACTERS_ERROR,
    preamble,
  };
}
