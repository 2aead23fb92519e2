/**
 * The FormatJS CLI (`@formatjs/cli`, pinned in package.json) does the message work that is not
 * ours to write: `extract` reads the `defineMessages` of the code, `verify` compares every
 * catalogue with English (keys, ICU syntax, placeholders and tags), and `compile --pseudo-locale`
 * makes the pseudo-locales. This module runs it and turns its output into problems per file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** The pseudo-locales of the app (src/i18n/locale-resolution.ts) and FormatJS's name for each. */
export const PSEUDO_LOCALES = { 'en-xa': 'en-XA', 'ar-xb': 'en-XB' } as const;

export interface FormatjsProblem {
  /** The file, as shown to the reader. */
  file: string;
  message: string;
}

function run(args: string[], cwd: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [CLI, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message };
  }
}

function withTemporaryFile<T>(write: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'formatjs-'));
  try {
    return write(path.join(dir, 'out.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `formatjs extract` over the `.ts`/`.tsx` files under `srcDir`, tests and stories left out:
 * `{ id: defaultMessage }`, sorted by id. Throws with FormatJS's message when extraction fails
 * (one id defined twice with different text, a descriptor it cannot read).
 */
export function extractMessages(srcDir: string): Record<string, string> {
  return withTemporaryFile((outFile) => {
    const { ok, output } = run(
      [
        'extract',
        '**/*.{ts,tsx}',
        '--ignore',
        '**/*.test.{ts,tsx}',
        '**/*.stories.{ts,tsx}',
        '**/*.d.ts',
        '--format',
        'simple',
        '--throws',
        '--out-file',
        outFile,
      ],
      srcDir,
    );
    if (!ok) throw new Error(`formatjs extract failed:\n${output.trim()}`);
    const extracted = JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.entries(extracted).sort(([a], [b]) => a.localeCompare(b)));
  });
}

/**
 * `formatjs compile --ast --pseudo-locale` of an English catalogue: the pseudo-locale's messages
 * as pre-parsed ICU (react-intl takes them as they are), as the JSON text to store.
 */
export function compilePseudoLocale(englishFile: string, pseudo: keyof typeof PSEUDO_LOCALES): string {
  return withTemporaryFile((outFile) => {
    const { ok, output } = run(
      [
        'compile',
        englishFile,
        '--format',
        'simple',
        '--ast',
        '--pseudo-locale',
        PSEUDO_LOCALES[pseudo],
        '--out-file',
        outFile,
      ],
      process.cwd(),
    );
    if (!ok) throw new Error(`formatjs compile --pseudo-locale failed:\n${output.trim()}`);
    return `${JSON.stringify(JSON.parse(readFileSync(outFile, 'utf8')))}\n`;
  });
}

/**
 * `formatjs verify` of the catalogue files in `files` against `{sourceLocale}.json`: missing and
 * extra keys, ICU syntax and structural equality (the same placeholders, tags and argument types
 * as English). One problem per key; `show` names each locale's file.
 */
export function verifyCatalogues(
  files: string[],
  sourceLocale: string,
  show: (locale: string) => string,
): FormatjsProblem[] {
  const { ok, output } = run(
    [
      'verify',
      '--source-locale',
      sourceLocale,
      '--missing-keys',
      '--extra-keys',
      '--structural-equality',
      ...files,
    ],
    process.cwd(),
  );
  if (ok) return [];
  return parseVerifyOutput(output, show);
}

const HEADINGS: [RegExp, (key: string) => string][] = [
  [/^Missing translation keys for locale (\S+):$/, (key) => `missing key "${key}"`],
  [/^Extra translation keys for locale (\S+):$/, (key) => `extra key "${key}" (not in the source locale)`],
  [
    /^These translation keys for locale (\S+) are structurally different from \S+:$/,
    (line) => {
      const [key, ...reason] = line.split(': ');
      return `"${key}" differs from the source locale: ${reason.join(': ')}`;
    },
  ],
];

/** Turns verify's blocks (a heading naming the locale, then one key per line) into problems. */
export function parseVerifyOutput(output: string, show: (locale: string) => string): FormatjsProblem[] {
  const problems: FormatjsProblem[] = [];
  let block: { locale: string; describe: (line: string) => string } | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line || /^-+$/.test(line) || line.startsWith('npm warn')) continue;
    const heading = HEADINGS.map(([pattern, describe]) => {
      const match = pattern.exec(line);
      return match ? { locale: match[1]!, describe } : undefined;
    }).find(Boolean);
    if (heading) block = heading;
    else if (block) problems.push({ file: show(block.locale), message: block.describe(line) });
    else problems.push({ file: 'formatjs verify', message: line });
  }
  if (problems.length === 0) problems.push({ file: 'formatjs verify', message: 'failed without a message' });
  return problems;
}
