/**
 * `npm test`: every test tier of architecture.md, stopping at the first failure. Tiers that do
 * not compete for the same core run side by side (a step of several tiers); the others alone.
 * Browsers are never downloaded; without Chromium the run stops with how to get one.
 * Ends with one summary line, `N passed, N failed`, summed from each runner's JSON report.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Tiers run together; their output is kept apart and printed whole as each one ends. */
type Step = Tier | Tier[];

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'fanvault-test-'));
// One production build for the bundle budget and the e2e server (each built its own before).
const builtApp = join(reports, 'dist');
const databaseUrl = process.env.DATABASE_URL;

const serverOnPglite: Tier = {
  name: 'server on embedded PGlite',
  command: ['npx', 'vitest', 'run', '--project', 'server'],
  // The embedded defaults: PGlite and in-process rate limits, whatever the shell has set.
  env: { DATABASE_URL: undefined, REDIS_URL: undefined },
  report: 'vitest',
};
const serverOnPostgres: Tier = {
  name: 'server on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)',
  command: ['npx', 'vitest', 'run', '--project', 'server'],
  report: 'vitest',
};

const steps: Step[] = [
  { name: 'typecheck, lint, format, locales', command: ['npm', 'run', '--silent', 'check:static'] },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit'], report: 'vitest' },
  {
    name: 'production build (for the bundle budget and end to end)',
    command: ['npx', 'vite', 'build', '--outDir', builtApp, '--emptyOutDir', '--logLevel', 'warn'],
    env: { NODE_ENV: 'production' },
  },
  // Prints every page's and lazy chunk's gzipped size; fails when any is over its budget
  // (scripts/bundle-budget/budgets.ts).
  { name: 'bundle budget', command: ['npm', 'run', '--silent', 'test:budget', '--', '--dist', builtApp] },
  // Each server run has one test worker (vitest: cores - 1), so the two share the 2 cores.
  databaseUrl ? [serverOnPglite, serverOnPostgres] : serverOnPglite,
  // One test file at a time each: a core for the stories' Vite and Chromium, one for the server
  // and Chromium of the journeys.
  [
    {
      name: 'stories in Chromium',
      command: ['npx', 'vitest', 'run', '--project', 'storybook'],
      report: 'vitest',
    },
    {
      name: 'end to end in Chromium',
      command: ['npx', 'playwright', 'test'],
      env: { E2E_DIST_DIR: builtApp },
      report: 'playwright',
    },
  ],
  // Two workers of its own: alone.
  {
    name: 'visual snapshots (Storybook build, 15 locales, 375 to 1170 px)',
    command: ['npm', 'run', '--silent', 'test:visual'],
    report: 'playwright',
  },
];

let passed = 0;
let failed = 0;
let nextReport = 0;

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

/**
 * Runs one tier; alone its output goes straight to the terminal, beside others into a log that
 * is printed when it ends. Resolves to the exit status.
 */
function runTier(tier: Tier, alone: boolean): Promise<number> {
  const index = nextReport++;
  const reportFile = join(reports, `${index}.json`);
  const args = [...tier.command];
  const env: Record<string, string | undefined> = { ...process.env, CHROMIUM_PATH: chromium, ...tier.env };
  if (tier.report === 'vitest')
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  if (tier.report === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  console.log(`\n=== ${tier.name}: ${args.join(' ')}${alone ? '' : ' (beside the others of its step)'}`);
  const started = Date.now();
  const logFile = join(reports, `${index}.log`);
  const log = alone ? undefined : createWriteStream(logFile);
  const child = spawn(args[0]!, args.slice(1), {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: env as NodeJS.ProcessEnv,
  });
  child.stdout?.pipe(log!, { end: false });
  child.stderr?.pipe(log!, { end: false });
  return new Promise((resolve) => {
    child.on('error', (error) => console.error(`=== ${tier.name}: cannot start: ${error.message}`));
    child.on('close', (code, signal) => {
      const finish = () => {
        if (log) {
          console.log(`\n=== ${tier.name}: its output`);
          process.stdout.write(readFileSync(logFile));
        }
        countReport(tier, reportFile);
        const status = code ?? (signal ? 1 : 0);
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`=== ${tier.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
        resolve(status);
      };
      if (log) log.end(finish);
      else finish();
    });
  });
}

function stop(status: number): never {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(status);
}

for (const step of steps) {
  const tiers = Array.isArray(step) ? step : [step];
  const statuses = await Promise.all(tiers.map((tier) => runTier(tier, tiers.length === 1)));
  const status = statuses.find((one) => one !== 0);
  if (status !== undefined) {
    if (failed === 0) failed = 1;
    stop(status);
  }
}
stop(0);
