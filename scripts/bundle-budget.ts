/**
 * `npm run test:budget [-- --dist dist]`: the app shell's size budgets (issue 8), checked over the
 * import graph in Vite's manifest of a production build, made in a temporary folder unless
 * `--dist` names one already built. Prints each page's JavaScript before interactive and each
 * lazy chunk, file by file, gzipped at level 9 as the server's pre-compressed files are.
 * Fails when a page or chunk is over its budget, and on a manifest it cannot read (a module that
 * matches no chunk), since nothing was measured.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync, constants } from 'node:zlib';
import { BUDGETS, KB } from './bundle-budget/budgets.ts';
import {
  checkBudgets,
  ManifestError,
  type BudgetResult,
  type Manifest,
} from './bundle-budget/manifest-graph.ts';
import { buildProduction, REPO_ROOT } from './lib/production-build.ts';

const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function printResult(row: BudgetResult) {
  const verdict = row.over ? `OVER by ${kb(row.total - row.limit)}` : 'ok';
  const files = row.kind === 'lazy' && !row.over ? ` (${row.files.length} files)` : '';
  console.log(
    `  ${row.name.padEnd(60)} ${kb(row.total).padStart(9)} of ${kb(row.limit)}  ${verdict}${files}`,
  );
  if (row.kind === 'page' || row.over) {
    for (const file of row.files) console.log(`      ${kb(file.bytes).padStart(9)}  ${file.file}`);
  }
}

function measure(distDir: string): BudgetResult[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipped = (file: string) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
  return checkBudgets(manifest, BUDGETS, gzipped);
}

function main(): number {
  const tempDir = options.dist ? undefined : mkdtempSync(path.join(tmpdir(), 'fanvault-budget-'));
  const distDir = options.dist ? path.resolve(options.dist) : path.join(tempDir!, 'dist');
  try {
    if (!options.dist) buildProduction(distDir);
    const results = measure(distDir);
    const shown = options.dist ? path.relative(REPO_ROOT, distDir) : 'a fresh production build';
    console.log(`Bundle budget, gzipped (${shown})`);
    console.log('Pages: JavaScript before interactive (entry, screen and locale chunks, static imports)');
    for (const row of results.filter((one) => one.kind === 'page')) printResult(row);
    console.log('Lazy chunks: what loading each adds beyond the app shell');
    for (const row of results.filter((one) => one.kind === 'lazy')) printResult(row);
    const over = results.filter((row) => row.over);
    if (over.length === 0) {
      console.log('Every page and lazy chunk is within budget.');
      return 0;
    }
    console.log(`${over.length} over budget: ${over.map((row) => row.name).join(', ')}.`);
    return 1;
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    console.error(`Bundle budget: the build cannot be measured: ${error.message}`);
    return 1;
  } finally {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

process.exit(main());
