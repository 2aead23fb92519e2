/**
 * `npm run bench:lighthouse [-- --label "after compression"] [-- --runs 3] [-- --no-write]
 * [-- --save-reports DIR] [-- --pages creator,post]`:
 * Lighthouse 13 (mobile preset, simulated throttling) on the production server, a first visit to
 * each page people share (scripts/lib/lighthouse-pages.ts: the landing, home, a creator's page, a
 * free image post and a free video post of theirs, a search; `--pages` picks some), each the
 * median of N runs (3 by default). Builds the app, starts the
 * server on production settings over a fresh seeded embedded database behind a TLS terminator
 * (scripts/lib/production-server.ts), drives the system Chromium, prints
 * the results and adds them to the Lighthouse table of docs/benchmarks.md with the load average,
 * since the machine is shared. A benchmark, not a test: `npm test` does not run it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import * as prettier from 'prettier';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { lighthousePageNamesOf, lighthousePages } from './lib/lighthouse-pages.ts';
import { REPO_ROOT } from './lib/production-build.ts';
import { startProductionServer } from './lib/production-server.ts';
import { CHROMIUM_ACCEPTS_ANY_CERTIFICATE } from './lib/tls-proxy.ts';

const { values: options } = parseArgs({
  options: {
    label: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
    /** A folder to keep each run's whole report in (JSON), to read what a number came from. */
    'save-reports': { type: 'string' },
    /** Comma-separated page names (scripts/lib/lighthouse-pages.ts); every page when absent. */
    pages: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
const pageNames = lighthousePageNamesOf(options.pages);

interface Measured {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  totalBytes: number;
  jsBytes: number;
}

function measured(lhr: Result): Measured {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: script?.transferSize ?? 0,
  };
}

/** Each metric's own median over the runs (the middle value; the mean of the two middle ones). */
function median(values: readonly Measured[]): Measured {
  const of = (key: keyof Measured) => {
    const sorted = values.map((value) => value[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    score: of('score'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    fcp: of('fcp'),
    totalBytes: of('totalBytes'),
    jsBytes: of('jsBytes'),
  };
}

/** Lighthouse gives up on a run now and then (a trace without navigation start on a busy machine). */
const ATTEMPTS = 3;

/** One Lighthouse run of the page; a run Lighthouse itself reports as broken is tried again. */
async function measureOnce(url: string, port: number, reportName: string): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { formFactor, throttlingMethod } = result.lhr.configSettings;
    if (formFactor !== 'mobile' || throttlingMethod !== 'simulate')
      throw new Error(`expected mobile + simulate, got ${formFactor} + ${throttlingMethod}`);
    const failure = result.lhr.runtimeError;
    if (!failure) {
      const folder = options['save-reports'];
      if (folder) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(path.join(folder, `${reportName}.json`), JSON.stringify(result.lhr));
      }
      return measured(result.lhr);
    }
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${failure.message}`);
    console.log(`  ${url}: ${failure.code}, trying again`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1000)} KB`;

function gitLabel(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(
    `bench:lighthouse: building and starting the production server (load average ${load.join(' ')})`,
  );
  const server = await startProductionServer();
  const pages = await lighthousePages(pageNames, server).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  // The server is reached over TLS, as in production, with a certificate made for this run.
  const chrome = await launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, CHROMIUM_ACCEPTS_ANY_CERTIFICATE],
  });
  const results: { page: string; median: Measured; scores: number[] }[] = [];
  try {
    for (const { name, path: page } of pages) {
      const all: Measured[] = [];
      for (let run = 1; run <= runs; run++) {
        const reportName = `${name}-${run}`;
        const one = await measureOnce(`${server.baseUrl}${page}`, chrome.port, reportName);
        all.push(one);
        console.log(
          `  ${page} run ${run}: score ${one.score}, LCP ${seconds(one.lcp)}, TBT ${Math.round(one.tbt)} ms`,
        );
      }
      results.push({ page, median: median(all), scores: all.map((one) => one.score) });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const date = new Date().toISOString().slice(0, 10);
  const label = options.label ?? gitLabel();
  const rows = results.map(({ page, median: m, scores }) => [
    date,
    label,
    `\`${page}\``,
    `**${m.score}** (${scores.join(', ')})`,
    seconds(m.lcp),
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    seconds(m.fcp),
    kilobytes(m.totalBytes),
    kilobytes(m.jsBytes),
    `${load[0]} → ${loadavg()[0]!.toFixed(1)}`,
  ]);
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs}` : '1 run'} (mobile, simulated throttling):`);
  for (const { page, median: m } of results) {
    console.log(
      `  ${page.padEnd(22)} score ${m.score}  LCP ${seconds(m.lcp)}  TBT ${Math.round(m.tbt)} ms  ` +
        `CLS ${m.cls.toFixed(3)}  FCP ${seconds(m.fcp)}  total ${kilobytes(m.totalBytes)}  JS ${kilobytes(m.jsBytes)}`,
    );
  }
  if (options['no-write']) return;

  const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
  const updated = appendTableRows(
    readFileSync(file, 'utf8'),
    'lighthouse',
    {
      heading: 'Lighthouse (`npm run bench:lighthouse`)',
      intro:
        'Lighthouse 13, mobile preset with simulated throttling, on the production server (built app, ' +
        'seeded embedded database), a first visit (empty cache). Each number is the median of its ' +
        'own runs; the scores of every run follow the median. Bytes are as transferred. The 1-minute ' +
        'load average at the start and the end, since other work shares the machine. Targets (issue 8): score ' +
        'at least 90, LCP at most 2.5 s, TBT at most 200 ms, CLS at most 0.05; (issue 24) a creator page, ' +
        'a post and a search score at least 95, and every page has LCP at most 2.0 s.',
      columns: ['date', 'build', 'page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'total', 'JS', 'load'],
    },
    rows,
  );
  const config = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
  console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
}

main().catch((error: unknown) => {
  console.error('bench:lighthouse:', error instanceof Error ? error.message : error);
  process.exit(1);
});
