import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  ManifestError,
  staticClosure,
  type Budgets,
  type Manifest,
} from '../../scripts/bundle-budget/manifest-graph.ts';
import { BUDGETS } from '../../scripts/bundle-budget/budgets.ts';

/**
 * A build shaped like Vite's: an entry with a shared chunk, two lazy screens (home under the lazy
 * app layout), a dialog, two catalogues in their two parts (first visit, rest).
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: [
      'src/screens/landing/landing-screen.tsx',
      'src/app/app-screens.tsx',
      'src/screens/home/home-screen.tsx',
      'src/app/query/with-query.tsx',
      'src/screens/home/prefetch-home.ts',
      'src/features/auth-dialog/auth-dialog.tsx',
      'locales/en.json?part=first',
      'locales/en.json?part=rest',
      'locales/ar.json?part=first',
      'locales/ar.json?part=rest',
    ],
    css: ['assets/index-c3.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', name: 'vendor' },
  '_carousel-d4.js': { file: 'assets/carousel-d4.js', name: 'carousel', imports: ['_vendor-b2.js'] },
  'src/screens/landing/landing-screen.tsx': {
    file: 'assets/landing-screen-e5.js',
    src: 'src/screens/landing/landing-screen.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
    // The landing opens the sign-up dialog on demand: not part of its first load.
    dynamicImports: ['src/features/auth-dialog/auth-dialog.tsx'],
  },
  'src/app/app-screens.tsx': {
    file: 'assets/app-screens-j1.js',
    src: 'src/app/app-screens.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/screens/home/home-screen.tsx'],
  },
  'src/screens/home/home-screen.tsx': {
    file: 'assets/home-screen-f6.js',
    src: 'src/screens/home/home-screen.tsx',
    isDynamicEntry: true,
    imports: ['_carousel-d4.js', 'index.html'],
  },
  // Home's route fills the query cache before the first render: both count for home.
  'src/app/query/with-query.tsx': {
    file: 'assets/with-query-m4.js',
    src: 'src/app/query/with-query.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
  'src/screens/home/prefetch-home.ts': {
    file: 'assets/prefetch-home-n5.js',
    src: 'src/screens/home/prefetch-home.ts',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
  'src/features/auth-dialog/auth-dialog.tsx': {
    file: 'assets/auth-dialog-g7.js',
    src: 'src/features/auth-dialog/auth-dialog.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
  'locales/en.json?part=first': {
    file: 'assets/locale-en-h8.js',
    src: 'locales/en.json?part=first',
    isDynamicEntry: true,
  },
  'locales/en.json?part=rest': {
    file: 'assets/locale-en-rest-k2.js',
    src: 'locales/en.json?part=rest',
    isDynamicEntry: true,
  },
  'locales/ar.json?part=first': {
    file: 'assets/locale-ar-i9.js',
    src: 'locales/ar.json?part=first',
    isDynamicEntry: true,
  },
  'locales/ar.json?part=rest': {
    file: 'assets/locale-ar-rest-l3.js',
    src: 'locales/ar.json?part=rest',
    isDynamicEntry: true,
  },
};

/** Gzipped sizes in bytes by file. */
const SIZES: Record<string, number> = {
  'assets/index-a1.js': 40_000,
  'assets/vendor-b2.js': 30_000,
  'assets/carousel-d4.js': 9_000,
  'assets/landing-screen-e5.js': 3_000,
  'assets/home-screen-f6.js': 8_000,
  'assets/app-screens-j1.js': 4_000,
  'assets/auth-dialog-g7.js': 65_000,
  'assets/with-query-m4.js': 2_000,
  'assets/prefetch-home-n5.js': 1_000,
  'assets/locale-en-h8.js': 5_000,
  'assets/locale-ar-i9.js': 7_000,
  'assets/locale-en-rest-k2.js': 6_000,
  'assets/locale-ar-rest-l3.js': 8_000,
  'assets/index-c3.css': 12_000,
};
const gzipped = (file: string) => SIZES[file] ?? Number.NaN;

const budgets = (landing: number, home: number): Budgets => ({
  pages: [
    { name: 'landing', modules: BUDGETS.pages[0]!.modules, locale: BUDGETS.pages[0]!.locale, limit: landing },
    { name: 'home', modules: BUDGETS.pages[1]!.modules, locale: BUDGETS.pages[1]!.locale, limit: home },
  ],
  lazyChunkLimit: 60_000,
  lazyChunk: BUDGETS.lazyChunk,
});

describe('the bundle budget over a Vite manifest', () => {
  it('follows static imports only, each chunk once, cycles back to the entry included', () => {
    expect(staticClosure(MANIFEST, ['src/screens/home/home-screen.tsx'])).toEqual([
      'src/screens/home/home-screen.tsx',
      '_carousel-d4.js',
      '_vendor-b2.js',
      'index.html',
    ]);
  });

  it('counts entry, shared, screen and locale chunks before interactive, never a dynamic import', () => {
    const [landing, home] = checkBudgets(MANIFEST, budgets(100_000, 130_000), gzipped);
    expect(landing!.files.map((file) => file.file)).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/landing-screen-e5.js',
      'assets/locale-en-h8.js',
    ]);
    // 40 + 30 + 3 + 5 kB: the 65 kB auth dialog both the entry and the landing import lazily is not in it.
    expect(landing!.total).toBe(78_000);
    expect(landing!.over).toBe(false);
    // The CSS is not JavaScript; the Arabic catalogue is not what an /en visit loads, nor is the rest
    // of the English one (it loads after the first render).
    expect(home!.files.map((file) => file.file)).not.toContain('assets/index-c3.css');
    expect(home!.files.map((file) => file.file)).not.toContain('assets/locale-en-rest-k2.js');
    expect(home!.files.map((file) => file.file)).not.toContain('assets/locale-ar-i9.js');
    // Home paints inside the lazily loaded app layout: its chunk counts too.
    expect(home!.files.map((file) => file.file)).toContain('assets/app-screens-j1.js');
    expect(home!.files.map((file) => file.file)).toContain('assets/prefetch-home-n5.js');
    expect(home!.total).toBe(40_000 + 30_000 + 4_000 + 8_000 + 9_000 + 2_000 + 1_000 + 5_000);
  });

  it('marks a page over its budget by a single byte', () => {
    const [landing, home] = checkBudgets(MANIFEST, budgets(77_999, 99_000), gzipped);
    expect(landing!.over).toBe(true);
    expect(home!.over).toBe(false);
  });

  it('charges a lazy chunk what it adds beyond the app shell, and fails one over 60 kB', () => {
    const lazy = checkBudgets(MANIFEST, budgets(100_000, 130_000), gzipped).filter(
      (row) => row.kind === 'lazy',
    );
    expect(lazy.map((row) => [row.name, row.total, row.over])).toEqual([
      // The shared vendor chunk is already loaded with the entry, so the dialog costs its own 65 kB.
      ['src/app/app-screens.tsx', 4_000, false],
      ['src/app/query/with-query.tsx', 2_000, false],
      ['src/features/auth-dialog/auth-dialog.tsx', 65_000, true],
      ['src/screens/home/home-screen.tsx', 17_000, false],
      ['src/screens/home/prefetch-home.ts', 1_000, false],
      ['src/screens/landing/landing-screen.tsx', 3_000, false],
    ]);
  });

  it('holds a lazy chunk with a limit of its own to that limit, and refuses one naming no chunk', () => {
    const limits = (lazyChunkLimits: Record<string, number>): Budgets => ({
      ...budgets(100_000, 130_000),
      lazyChunkLimits,
    });
    const dialog = (rows: ReturnType<typeof checkBudgets>) =>
      rows.find((row) => row.name === 'src/features/auth-dialog/auth-dialog.tsx')!;
    const allowed = checkBudgets(
      MANIFEST,
      limits({ 'src/features/auth-dialog/auth-dialog.tsx': 65_000 }),
      gzipped,
    );
    expect([dialog(allowed).limit, dialog(allowed).over]).toEqual([65_000, false]);
    const tighter = checkBudgets(
      MANIFEST,
      limits({ 'src/features/auth-dialog/auth-dialog.tsx': 64_999 }),
      gzipped,
    );
    expect(dialog(tighter).over).toBe(true);
    // The other lazy chunks keep the common limit.
    expect(allowed.find((row) => row.name === 'src/screens/home/home-screen.tsx')!.limit).toBe(60_000);
    expect(() => checkBudgets(MANIFEST, limits({ 'src/screens/gone.tsx': 70_000 }), gzipped)).toThrow(
      /lazy chunk limit.*matches 0/,
    );
  });

  it('refuses a manifest where a budget names no screen, rather than passing it unmeasured', () => {
    const moved: Manifest = { ...MANIFEST };
    delete moved['src/screens/home/home-screen.tsx'];
    moved['index.html'] = { ...MANIFEST['index.html']!, dynamicImports: [] };
    expect(() => checkBudgets(moved, budgets(100_000, 130_000), gzipped)).toThrow(ManifestError);
    expect(() => checkBudgets(moved, budgets(100_000, 130_000), gzipped)).toThrow(/home.*matches 0/);
  });
});
