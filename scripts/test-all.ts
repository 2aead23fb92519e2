/**
 * `npm test`: every test tier of architecture.md, in order, stopping at the first failure.
 * Browsers are never downloaded; without Chromium the run stops with how to get one.
 * Ends with one summary line, `N passed, N failed`, summed from each runner's JSON report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium.ts';

interface Tier {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
  /** Which JSON report the tier writes, so its counts join the summary. */
  report?: 'vitest' | 'playwright';
}

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'fanvault-test-'));
const databaseUrl = process.env.DATABASE_URL;

const tiers: Tier[] = [
  { name: 'typecheck, lint, format, locales', command: ['npm', 'run', '--silent', 'check:static'] },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit'], report: 'vitest' },
  // Builds the app in a temporary folder and prints every page's and lazy chunk's gzipped size;
  // fails when any is over its budget (scripts/bundle-budget/budgets.ts).
  { name: 'bundle budget (production build)', command: ['npm', 'run', '--silent', 'test:budget'] },
  {
    name: 'server on embedded PGlite',
    command: ['npx', 'vitest', 'run', '--project', 'server'],
    // The embedded defaults: PGlite and in-process rate limits, whatever the shell has set.
    env: { DATABASE_URL: undefined, REDIS_URL: undefined },
    report: 'vitest',
  },
  ...(databaseUrl
    ? [
        {
          name: 'server on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)',
          command: ['npx', 'vitest', 'run', '--project', 'server'],
          report: 'vitest' as const,
        },
      ]
    : []),
  {
    name: 'stories in Chromium',
    command: ['npx', 'vitest', 'run', '--project', 'storybook'],
    report: 'vitest',
  },
  {
    name: 'visual snapshots (Storybook build, 15 locales, 375 to 1170 px)',
    command: ['npm', 'run', '--silent', 'test:visual'],
    report: 'playwright',
  },
  { name: 'end to end in Chromium', command: ['npx', 'playwright', 'test'], report: 'playwright' },
];

let passed = 0;
let failed = 0;

function countReport(tier: Tier, file: string): void {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return;
  }
  if (tier.report === 'vitest') {
    passed += Number(json.numPassedTests ?? 0);
    failed += Number(json.numFailedTests ?? 0);
  } else {
    const stats = json.stats as { expected?: number; unexpected?: number; flaky?: number } | undefined;
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
  }
}

for (const [index, tier] of tiers.entries()) {
  const reportFile = join(reports, `${index}.json`);
  const args = [...tier.command];
  const env: Record<string, string | undefined> = { ...process.env, CHROMIUM_PATH: chromium, ...tier.env };
  if (tier.report === 'vitest')
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  if (tier.report === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  console.log(`\n=== ${tier.name}: ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(args[0]!, args.slice(1), { stdio: 'inherit', env: env as NodeJS.ProcessEnv });
  countReport(tier, reportFile);
  console.log(
    `=== ${tier.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (result.status !== 0) {
    if (failed === 0) failed = 1;
    console.log(`\n${passed} passed, ${failed} failed`);
    rmSync(reports, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
