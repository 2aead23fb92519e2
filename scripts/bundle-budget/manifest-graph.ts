/**
 * The import graph of a production build, read from Vite's manifest (`build.manifest`), and the
 * budgets checked over it. A page's JavaScript before interactive is the entry chunk, the route's
 * screen chunk and the locale catalogue it paints with, plus every chunk those import statically
 * (what the browser must fetch and run before the page works); dynamic imports load later and
 * are not counted. A lazy chunk costs what loading it adds beyond the app shell.
 */

import { entryKey, ManifestError, staticClosure, type Manifest } from '../../server/http/vite-manifest.ts';

export {
  entryKey,
  ManifestError,
  staticClosure,
  type Manifest,
  type ManifestChunk,
} from '../../server/http/vite-manifest.ts';

/** A page a first visit opens: its route modules and the catalogue of its language. */
export interface PageBudget {
  /** What the report calls it, e.g. `landing /en`. */
  name: string;
  /** The source paths of the lazily loaded modules the page paints with (src/contract/first-visit-loads.ts). */
  modules: readonly string[];
  /** Match the source paths of the locale catalogue parts the page needs, one each. */
  locale: readonly RegExp[];
  /** Gzipped bytes allowed before interactive. */
  limit: number;
}

export interface Budgets {
  pages: readonly PageBudget[];
  /** Gzipped bytes any one lazy chunk may add beyond the app shell. */
  lazyChunkLimit: number;
  /**
   * The few lazy chunks allowed more, by source path, each with its reason in docs/decisions/.
   * One that names no lazily loaded chunk fails the check (a moved file must not lose its limit).
   */
  lazyChunkLimits?: Readonly<Record<string, number>>;
  /** Whole areas allowed more, by a pattern of their source paths (after the exact limits). */
  lazyChunkPatterns?: readonly { test: RegExp; limit: number }[];
  /** Which dynamic entries are app code under the lazy-chunk limit (locale catalogues are data). */
  lazyChunk: RegExp;
}

/** One row of the report: a page or a lazy chunk, the files it counts and their gzipped sizes. */
export interface BudgetResult {
  kind: 'page' | 'lazy';
  name: string;
  limit: number;
  total: number;
  files: { file: string; bytes: number }[];
  over: boolean;
}

/**
 * The one dynamic entry whose source path matches (a pattern, or a path exactly). Several matches
 * or none mean the budget no longer names a single module (a file moved or split, or no longer
 * loaded lazily), which must be fixed, not measured.
 */
export function findDynamicEntry(manifest: Manifest, source: RegExp | string, what: string): string {
  const matches = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    const path = chunk.src ?? key;
    return chunk.isDynamicEntry && (typeof source === 'string' ? path === source : source.test(path));
  });
  if (matches.length !== 1) {
    const found = matches.length ? `: ${matches.join(', ')}` : '';
    throw new ManifestError(`${what}: ${source} matches ${matches.length} lazily loaded chunks${found}`);
  }
  return matches[0]!;
}

function result(
  kind: BudgetResult['kind'],
  name: string,
  limit: number,
  manifest: Manifest,
  keys: readonly string[],
  gzipped: (file: string) => number,
): BudgetResult {
  const files = keys
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipped(file) }));
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return { kind, name, limit, total, files, over: total > limit };
}

/**
 * What opening a lazy chunk downloads, at worst: its closure less the app shell and less what the
 * chunk that opens it has already loaded. A piece opened only from inside another lazy piece (the
 * plan form inside the plan dialog, the date picker inside the publish form) is measured by what
 * it adds to that piece, not by its whole closure again; one opened from the shell is measured as
 * before. With several openers the worst (the one that had loaded least) counts.
 */
function worstAddition(
  manifest: Manifest,
  key: string,
  shell: ReadonlySet<string>,
  gzipped: (file: string) => number,
): string[] {
  const bytes = (keys: string[]) => keys.reduce((sum, one) => sum + gzipped(manifest[one]!.file), 0);
  const closure = staticClosure(manifest, [key]);
  const openers = Object.keys(manifest).filter((other) => manifest[other]!.dynamicImports?.includes(key));
  const loadedBefore =
    openers.length === 0
      ? [shell]
      : openers.map((opener) => new Set([...shell, ...staticClosure(manifest, [opener])]));
  return loadedBefore
    .map((loaded) => closure.filter((imported) => !loaded.has(imported)))
    .reduce((worst, added) => (bytes(added) > bytes(worst) ? added : worst));
}

/**
 * Measures every page and every lazy chunk of the build against its budget.
 * `gzipped` gives a built file's gzipped size in bytes.
 */
export function checkBudgets(
  manifest: Manifest,
  budgets: Budgets,
  gzipped: (file: string) => number,
): BudgetResult[] {
  const entry = entryKey(manifest);
  const shell = new Set(staticClosure(manifest, [entry]));
  const pages = budgets.pages.map((page) => {
    const modules = page.modules.map((module) => findDynamicEntry(manifest, module, page.name));
    const locale = page.locale.map((part) => findDynamicEntry(manifest, part, `${page.name} locale`));
    const keys = staticClosure(manifest, [entry, ...modules, ...locale]);
    return result('page', page.name, page.limit, manifest, keys, gzipped);
  });
  const limits = budgets.lazyChunkLimits ?? {};
  for (const source of Object.keys(limits)) findDynamicEntry(manifest, source, 'lazy chunk limit');
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && budgets.lazyChunk.test(manifest[key]!.src ?? key))
    .sort()
    .map((key) => {
      const added = worstAddition(manifest, key, shell, gzipped);
      const source = manifest[key]!.src ?? key;
      const area = budgets.lazyChunkPatterns?.find((pattern) => pattern.test.test(source));
      const limit = limits[source] ?? area?.limit ?? budgets.lazyChunkLimit;
      return result('lazy', source, limit, manifest, added, gzipped);
    });
  return [...pages, ...lazy];
}
