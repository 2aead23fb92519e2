/**
 * The locale check (`npm run check:locales`, docs/architecture.md "Locales") run on the fixture
 * catalogues in tests/fixtures/locales/: one good set, and one set per kind of defect. Keys,
 * syntax and placeholders go through FormatJS's verify; files, empty messages and plural
 * categories through our own checks.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Each check runs the FormatJS CLI, about a second a run on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
import {
  checkCatalogue,
  checkLocales,
  formatProblem,
  pluralCategoriesOf,
} from '../../scripts/locale-check/check-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/fixtures/locales');

/** The problems of one fixture set, as the command prints them. */
function problemsOf(set: string, locales: readonly string[]): string[] {
  return checkLocales(path.join(fixtures, set), { locales, cwd: root }).problems.map(formatProblem);
}

const at = (set: string, file: string) => `tests/fixtures/locales/${set}/${file}`;

describe('a complete catalogue', () => {
  it('passes with every key, placeholder and plural category in en, fr, ar and ja', () => {
    const result = checkLocales(path.join(fixtures, 'good'), {
      locales: ['en', 'fr', 'ar', 'ja'],
      cwd: root,
    });
    expect(result.problems).toEqual([]);
    expect(result.catalogues).toEqual([
      { dir: 'tests/fixtures/locales/good', locales: 4, keys: 6 },
      { dir: 'tests/fixtures/locales/good/server', locales: 4, keys: 2 },
    ]);
  });

  it('requires all 15 locales when none are named', () => {
    const { problems } = checkCatalogue(path.join(fixtures, 'good'), { cwd: root });
    const missing = problems.map(formatProblem);
    expect(missing).toHaveLength(11);
    for (const locale of ['zh-cn', 'zh-tw', 'es', 'de', 'th', 'vi', 'ko', 'ru', 'pt', 'id', 'hi']) {
      expect(missing).toContain(`${at('good', `${locale}.json`)}: missing file`);
    }
  });
});

describe('keys and files', () => {
  it('reports a missing key', () => {
    expect(problemsOf('missing-key', ['en', 'fr'])).toEqual([
      `${at('missing-key', 'fr.json')}: missing key "home.title"`,
    ]);
  });

  it('reports an extra key', () => {
    expect(problemsOf('extra-key', ['en', 'fr'])).toEqual([
      `${at('extra-key', 'fr.json')}: extra key "home.subtitle" (not in the source locale)`,
    ]);
  });

  it('reports a missing locale file', () => {
    expect(problemsOf('missing-file', ['en', 'fr'])).toEqual([
      `${at('missing-file', 'fr.json')}: missing file`,
    ]);
  });

  it('reports a file that is not one of the locales', () => {
    expect(problemsOf('extra-file', ['en', 'fr'])).toEqual([
      `${at('extra-file', 'fr-ca.json')}: unexpected file: not one of the 2 locales`,
    ]);
  });

  it('reports a missing key in the server catalogue', () => {
    expect(problemsOf('server-defect', ['en', 'fr'])).toEqual([
      `${at('server-defect', 'server/fr.json')}: missing key "server.error.stale"`,
    ]);
  });
});

describe('file contents', () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'check-locales-'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  it('reports invalid JSON', () => {
    // Written at run time: an invalid JSON file in the tree would break `prettier --check .`.
    const dir = path.join(temporary, 'invalid-json');
    mkdirSync(dir);
    copyFileSync(path.join(fixtures, 'missing-key/en.json'), path.join(dir, 'en.json'));
    writeFileSync(path.join(dir, 'fr.json'), '{\n  "home.title": "Découvrez des créateurs",\n}\n');
    const problems = checkLocales(dir, { locales: ['en', 'fr'], cwd: temporary }).problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^invalid-json\/fr\.json: invalid JSON: /);
  });

  it('reports a catalogue that is not an object', () => {
    const dir = path.join(temporary, 'array');
    mkdirSync(dir);
    copyFileSync(path.join(fixtures, 'missing-key/en.json'), path.join(dir, 'en.json'));
    writeFileSync(path.join(dir, 'fr.json'), '["Découvrez des créateurs"]\n');
    expect(checkLocales(dir, { locales: ['en', 'fr'], cwd: temporary }).problems.map(formatProblem)).toEqual([
      'array/fr.json: not a JSON object of message ids to strings',
    ]);
  });

  it('reports a missing en.json without comparing the other files with it', () => {
    const dir = path.join(temporary, 'no-source');
    mkdirSync(dir);
    copyFileSync(path.join(fixtures, 'missing-key/fr.json'), path.join(dir, 'fr.json'));
    expect(checkLocales(dir, { locales: ['en', 'fr'], cwd: temporary }).problems.map(formatProblem)).toEqual([
      'no-source/en.json: missing file',
    ]);
  });

  it('reports values that are not strings', () => {
    // The file is then left out of the comparison with English, which would only repeat it.
    expect(problemsOf('not-a-string', ['en', 'fr'])).toEqual([
      `${at('not-a-string', 'fr.json')}: value of "home.title" is a number, not a string`,
      `${at('not-a-string', 'fr.json')}: value of "home.greeting" is an object, not a string`,
    ]);
  });
});

describe('messages', () => {
  it('reports ICU syntax errors, a plural without other among them', () => {
    expect(problemsOf('icu-syntax', ['en', 'fr'])).toEqual([
      `${at('icu-syntax', 'fr.json')}: "home.greeting" differs from the source locale: MALFORMED_ARGUMENT`,
      `${at('icu-syntax', 'fr.json')}: "post.likes" differs from the source locale: MISSING_OTHER_CLAUSE`,
    ]);
  });

  it('reports placeholders and tags that differ from English', () => {
    expect(problemsOf('placeholder', ['en', 'fr'])).toEqual([
      `${at('placeholder', 'fr.json')}: "home.greeting" differs from the source locale: ` +
        'Missing variable name in message',
      `${at('placeholder', 'fr.json')}: "plan.terms" differs from the source locale: ` +
        'Different number of variables: [days, b] vs [days]',
    ]);
  });

  it('reports a plural without every category of the locale', () => {
    expect(problemsOf('plural-categories', ['en', 'fr', 'ar'])).toEqual([
      `${at('plural-categories', 'fr.json')}: plural {count} in "post.likes" lacks many (fr needs one, many, other)`,
      `${at('plural-categories', 'ar.json')}: plural {count} in "post.likes" lacks zero, two, few, many ` +
        '(ar needs zero, one, two, few, many, other)',
    ]);
  });

  it('reports a selectordinal without every ordinal category of the locale', () => {
    expect(problemsOf('selectordinal', ['en'])).toEqual([
      `${at('selectordinal', 'en.json')}: selectordinal {rank} in "post.rank" lacks two, few ` +
        '(en needs one, two, few, other)',
    ]);
  });

  it('does not count exact matches such as =1 as categories', () => {
    expect(problemsOf('exact-matches', ['en'])).toEqual([
      `${at('exact-matches', 'en.json')}: plural {count} in "post.likes" lacks one (en needs one, other)`,
    ]);
  });

  it('checks plurals nested in the options of a select', () => {
    expect(problemsOf('nested-plural', ['en', 'fr'])).toEqual([
      `${at('nested-plural', 'fr.json')}: plural {count} in "chat.seen" lacks many (fr needs one, many, other)`,
    ]);
  });
});

describe('what FormatJS verify does not check', () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'check-locales-empty-'));
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  it('reports an empty or blank translation', () => {
    writeFileSync(
      path.join(temporary, 'en.json'),
      '{ "home.title": "Discover creators", "home.more": "More" }\n',
    );
    writeFileSync(path.join(temporary, 'fr.json'), '{ "home.title": "", "home.more": "  " }\n');
    expect(
      checkLocales(temporary, { locales: ['en', 'fr'], cwd: temporary }).problems.map(formatProblem),
    ).toEqual(['fr.json: empty message "home.title"', 'fr.json: empty message "home.more"']);
  });
});

describe('plural categories', () => {
  it('uses the base language for Chinese and always requires other', () => {
    expect(pluralCategoriesOf('zh-cn')).toEqual({ cardinal: ['other'], ordinal: ['other'] });
    expect(pluralCategoriesOf('zh-tw')).toEqual({ cardinal: ['other'], ordinal: ['other'] });
    expect(pluralCategoriesOf('ja').cardinal).toEqual(['other']);
  });

  it('requires the six Arabic categories and the Russian few and many', () => {
    expect(pluralCategoriesOf('ar').cardinal).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('ru').cardinal).toEqual(['one', 'few', 'many', 'other']);
  });
});
