/**
 * `npm test`: every test tier of architecture.md, stopping at the first failure. Each tier keeps
 * about one core busy (one test worker; a visual shard half of one), so the tiers run side by side
 * on the machine's cores: a tier starts as soon as its share of a core is free and what it needs is
 * built, longest first. On CI's two cores the
 * tiers no longer wait for the slowest of a step while a core idles (docs/benchmarks.md, "CI tier
 * times"). Browsers are never downloaded; without Chromium the run stops with how to get one.
 * Ends with one summary line, `N passed, N failed`, summed from each runner's JSON report.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium.ts';

interface Tier {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
  /** Which JSON report the tier writes, so its counts join the summary. */
  report?: 'vitest' | 'playwright';
  /** Tiers that must have passed before this one starts (what it needs is built by them). */
  after?: string[];
  /**
   * How much of a core the tier keeps busy on average (1 unless said): a tier that mostly waits
   * (a browser loading and painting, one story at a time) leaves room for another beside it.
   */
  share?: number;
  /**
   * A failed test runs once more before it fails the tier (the browser tiers only, on CI's loaded
   * cores): each passed that way is named in the tier's output and counted on the summary line.
   */
  secondTry?: boolean;
}

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'fanvault-test-'));
// One production build for the bundle budget, the e2e server and the cluster's web processes.
const builtApp = join(reports, 'dist');
const databaseUrl = process.env.DATABASE_URL;

const serverOnPglite: Tier = {
  name: 'server on embedded PGlite',
  command: ['npx', 'vitest', 'run', '--project', 'server', '--maxWorkers=1'],
  // The embedded defaults: PGlite and in-process rate limits, whatever the shell has set.
  env: { DATABASE_URL: undefined, REDIS_URL: undefined },
  report: 'vitest',
};
const serverOnPostgres: Tier = {
  name: 'server on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)',
  command: ['npx', 'vitest', 'run', '--project', 'server', '--maxWorkers=1'],
  report: 'vitest',
};

/** A port nothing listens on now, so a server left by another run cannot stop this one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const STORYBOOK_BUILD = 'Storybook build (for the visual snapshots)';
const APP_BUILD = 'production build (for the bundle budget, end to end and the cluster)';
const storybookBuilt = join(reports, 'storybook');
/**
 * Five shards of one worker, each counted as 0.4 of a core, which is what a worker of the visual
 * tier keeps busy (659 CPU-seconds over 855 s for two workers, alone): two shards on the cores of a
 * 2-core machine left it 50 to 80 % idle for ten minutes (2026-12-03), and four (counted as half a
 * core each) still left 0.4 of a core idle over the ten minutes of the shards (2026-12-05).
 */
const VISUAL_SHARDS = 5;
const VISUAL_SHARD_SHARE = 0.4;

const visualPorts = await Promise.all(Array.from({ length: VISUAL_SHARDS }, freePort));

/** The visual snapshots in shards of one worker each, so each takes a core when one is free. */
const visualShards: Tier[] = Array.from({ length: VISUAL_SHARDS }, (_, index) => ({
  name: `visual snapshots ${index + 1}/${VISUAL_SHARDS} (15 locales, 375 to 1170 px)`,
  command: ['npx', 'playwright', 'test', '-c', 'tests/visual/playwright.visual.config.ts'],
  env: {
    // Pairs dealt round-robin (visual.spec.ts), not Playwright's runs of neighbours.
    VISUAL_SHARD: `${index + 1}/${VISUAL_SHARDS}`,
    VISUAL_STORYBOOK_DIR: storybookBuilt,
    VISUAL_WORKERS: '1',
    // Each shard serves the build on a port of its own, and keeps its failed shots apart.
    VISUAL_PORT: String(visualPorts[index]),
    VISUAL_OUTPUT_DIR: `test-results/visual-${index + 1}`,
  },
  report: 'playwright',
  after: [STORYBOOK_BUILD],
  share: VISUAL_SHARD_SHARE,
}));

/**
 * Every tier, the longest first (the order they start in when several are ready): the single
 * tiers of one worker that take most of a run begin at once, the visual shards fill around them.
 */
const tiers: Tier[] = [
  { name: STORYBOOK_BUILD, command: ['npx', 'storybook', 'build', '-o', storybookBuilt, '--quiet'] },
  {
    name: APP_BUILD,
    command: ['npx', 'vite', 'build', '--outDir', builtApp, '--emptyOutDir', '--logLevel', 'warn'],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'end to end in Chromium',
    command: ['npx', 'playwright', 'test'],
    env: { E2E_DIST_DIR: builtApp, E2E_PORT: String(await freePort()) },
    report: 'playwright',
    after: [APP_BUILD],
    secondTry: true,
  },
  {
    name: 'stories in Chromium',
    command: ['npx', 'vitest', 'run', '--project', 'storybook'],
    report: 'vitest',
    secondTry: true,
  },
  serverOnPglite,
  // Dealt shards of a few minutes each: they fill the room the long tiers above leave.
  ...visualShards,
  ...(databaseUrl ? [serverOnPostgres] : []),
  // Without DATABASE_URL, REDIS_URL or nginx it skips in a few seconds, naming what it misses.
  // Its web processes serve the production build to its browsers (tests/cluster/cluster-app.ts).
  {
    name: 'cluster: two web processes and a worker behind nginx (PostgreSQL, Redis, s3rver)',
    command: ['npx', 'vitest', 'run', '-c', 'tests/cluster/vitest.config.ts'],
    env: { CLUSTER_DIST_DIR: builtApp },
    report: 'vitest',
    after: [APP_BUILD],
  },
  { name: 'typecheck, lint, format, locales', command: ['npm', 'run', '--silent', 'check:static'] },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit'], report: 'vitest' },
  // Prints every page's and lazy chunk's gzipped size; fails when any is over its budget
  // (scripts/bundle-budget/budgets.ts).
  {
    name: 'bundle budget',
    command: ['npm', 'run', '--silent', 'test:budget', '--', '--dist', builtApp],
    after: [APP_BUILD],
  },
];

/** How many cores the tiers share, by their `share` (TEST_TIERS_AT_ONCE to choose). */
const atOnce = Math.max(1, Number(process.env.TEST_TIERS_AT_ONCE ?? availableParallelism()));

let passed = 0;
let failed = 0;
/** Tests that passed only on their second try (Tier.secondTry). */
let secondTries = 0;
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
    secondTries += stats?.flaky ?? 0;
  }
}

/** How many of a vitest tier's tests passed only on a second try (tests/setup/second-try-reporter.ts). */
function countSecondTries(file: string): void {
  try {
    secondTries += Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    // None retried, or the tier stopped before its end.
  }
}

/**
 * Runs one tier; alone its output goes straight to the terminal, beside others into a log that
 * is printed when it ends. Resolves to the exit status.
 */
const running = new Set<ChildProcess>();
/** Tiers stopped because another failed (stopRunning). */
const stoppedTiers = new Set<ChildProcess>();
/** The tier whose failure ended the run, named again on the summary line. */
let firstFailure: string | undefined;

function runTier(tier: Tier, alone: boolean): Promise<number> {
  const index = nextReport++;
  const reportFile = join(reports, `${index}.json`);
  const args = [...tier.command];
  const env: Record<string, string | undefined> = { ...process.env, CHROMIUM_PATH: chromium, ...tier.env };
  if (tier.report === 'vitest')
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  if (tier.report === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_FILE = reportFile;
  const secondTryFile = join(reports, `${index}.second-try`);
  if (tier.secondTry && tier.report === 'vitest') {
    args.push('--retry=1', '--reporter=./tests/setup/second-try-reporter.ts');
    env.SECOND_TRY_COUNT_FILE = secondTryFile;
  }
  if (tier.secondTry && tier.report === 'playwright') args.push('--retries=1');
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  console.log(`\n=== ${tier.name}: ${args.join(' ')}${alone ? '' : ' (beside other tiers)'}`);
  const started = Date.now();
  const logFile = join(reports, `${index}.log`);
  const log = alone ? undefined : createWriteStream(logFile);
  // bash's `times` after the tier: the CPU it and everything it waited for used (cpuUse says
  // what that leaves out), a floor for each tier's share of a core (Tier.share).
  const cpuFile = join(reports, `${index}.cpu`);
  const child = spawn(
    'bash',
    ['-c', 'f=$1; shift; "$@"; s=$?; times > "$f"; exit $s', 'tier', cpuFile, ...args],
    {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: env as NodeJS.ProcessEnv,
      // Its own process group, so a failure elsewhere stops the tier with all it started.
      detached: true,
    },
  );
  running.add(child);
  child.stdout?.pipe(log!, { end: false });
  child.stderr?.pipe(log!, { end: false });
  return new Promise((resolve) => {
    child.on('error', (error) => console.error(`=== ${tier.name}: cannot start: ${error.message}`));
    child.on('close', (code, signal) => {
      running.delete(child);
      const finish = () => {
        const seconds = Math.round((Date.now() - started) / 1000);
        if (stoppedTiers.has(child)) {
          // Its output would push the failure that stopped it out of the log's tail (CI shows
          // the tail): a line says it was stopped, and its tests are not counted.
          console.log(`=== ${tier.name}: stopped after ${seconds} s (another tier failed)`);
          resolve(1);
          return;
        }
        if (log) {
          console.log(`\n=== ${tier.name}: its output`);
          process.stdout.write(readFileSync(logFile));
        }
        countReport(tier, reportFile);
        countSecondTries(secondTryFile);
        const status = code ?? (signal ? 1 : 0);
        console.log(
          `=== ${tier.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s${cpuUse(cpuFile, seconds)}`,
        );
        if (status !== 0) firstFailure ??= tier.name;
        resolve(status);
      };
      if (log) log.end(finish);
      else finish();
    });
  });
}

/**
 * ", N CPU-s (S of a core)" from bash's `times` (its second line: the children's user and system
 * time). It counts the processes the tier waited for; a browser's renderers, which die with their
 * browser unwaited, and PostgreSQL's server processes are not among them, so a browser tier or the
 * PostgreSQL tier uses more of the machine than it says.
 */
function cpuUse(cpuFile: string, seconds: number): string {
  let lines: string[];
  try {
    lines = readFileSync(cpuFile, 'utf8').trim().split('\n');
  } catch {
    return '';
  }
  const spent = [...(lines[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, secondsPart]) => sum + Number(minutes) * 60 + Number(secondsPart),
    0,
  );
  return `, ${Math.round(spent)} CPU-s (${(spent / Math.max(1, seconds)).toFixed(2)} of a core)`;
}

function stop(status: number): never {
  rmSync(reports, { recursive: true, force: true });
  const retried = secondTries > 0 ? ` (${secondTries} only on a second try, named above)` : '';
  console.log(
    `\n${passed} passed${retried}, ${failed} failed${firstFailure ? ` (${firstFailure} FAILED)` : ''}`,
  );
  process.exit(status);
}

/** Stops every tier still running (each with the processes it started). */
function stopRunning(): void {
  for (const child of running) {
    stoppedTiers.add(child);
    try {
      // As Ctrl-C would: Playwright stops the web servers it started (they have process groups
      // of their own, which a SIGTERM to the tier's group leaves running on their ports).
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Beyond the shares: a tier's share is its average, and the tiers' averages left the cores idle a
 * quarter of a run (2026-12-06: 23 % idle on average, up to 61 % for minutes while three visual
 * shards ran, then none for ten minutes while the end-to-end and PGlite tiers ran alone). So a
 * ready tier also starts when the cores were at least IDLE_TO_START idle over the last
 * IDLE_WINDOW_MS and the tier started before it has had START_SPACING_MS to get going, up to
 * MAX_OVERCOMMIT times the cores in shares.
 */
const IDLE_TO_START = 0.25;
const IDLE_WINDOW_MS = 10_000;
const START_SPACING_MS = 20_000;
const MAX_OVERCOMMIT = 1.6;

/** The cores' idle fraction since the last call (os.cpus' counters summed over every core). */
function idleMeter(): () => number {
  const read = () =>
    cpus().reduce(
      (sum, cpu) => {
        const { user, nice, sys, idle, irq } = cpu.times;
        return { idle: sum.idle + idle, total: sum.total + user + nice + sys + idle + irq };
      },
      { idle: 0, total: 0 },
    );
  let last = read();
  return () => {
    const now = read();
    const fraction = (now.idle - last.idle) / Math.max(1, now.total - last.total);
    last = now;
    return fraction;
  };
}

/** Starts tiers as cores free up and what they need has passed; resolves to the first failure's status, or 0. */
function runAll(): Promise<number> {
  const waiting = [...tiers];
  const passedTiers = new Set<string>();
  let active = 0;
  let busy = 0;
  let failure: number | undefined;
  // One at a time (TEST_TIERS_AT_ONCE=1) prints each tier's output as it comes: no sharing then.
  const shareOf = (tier: Tier) => (atOnce === 1 ? 1 : (tier.share ?? 1));
  const idleSinceLast = idleMeter();
  let lastStart = 0;
  return new Promise((resolve) => {
    const startReady = (idle = 0) => {
      if (failure !== undefined) return;
      for (;;) {
        const ready = waiting.filter((tier) => (tier.after ?? []).every((name) => passedTiers.has(name)));
        // The first ready tier (longest first) that fits beside those running; any, when none runs;
        // else the first that fits the overcommit when the cores have been idle enough.
        const next =
          ready.find((tier) => active === 0 || busy + shareOf(tier) <= atOnce + 1e-9) ??
          (atOnce > 1 && idle >= IDLE_TO_START && Date.now() - lastStart >= START_SPACING_MS
            ? ready.find((tier) => busy + shareOf(tier) <= atOnce * MAX_OVERCOMMIT + 1e-9)
            : undefined);
        if (!next) break;
        waiting.splice(waiting.indexOf(next), 1);
        lastStart = Date.now();
        // One start on idleness per look: the next look sees what it added.
        idle = 0;
        active += 1;
        busy += shareOf(next);
        void runTier(next, atOnce === 1).then((status) => {
          active -= 1;
          busy -= shareOf(next);
          if (status !== 0 && failure === undefined) {
            failure = status;
            stopRunning();
          }
          if (status === 0) passedTiers.add(next.name);
          if (failure !== undefined) {
            if (active === 0) {
              clearInterval(idleLook);
              resolve(failure);
            }
            return;
          }
          startReady();
          if (active === 0 && waiting.length === 0) {
            clearInterval(idleLook);
            resolve(0);
          }
        });
      }
    };
    const idleLook = setInterval(() => startReady(idleSinceLast()), IDLE_WINDOW_MS);
    startReady();
  });
}

// The tiers have process groups of their own: an interrupted run stops them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

const status = await runAll();
if (status !== 0 && failed === 0) failed = 1;
stop(status);
