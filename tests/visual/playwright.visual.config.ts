/**
 * Visual regression: Playwright screenshots of the static Storybook build against committed
 * references, zero tolerance. Build, then run (see tests/visual/README.md):
 *
 *   npx storybook build -o storybook-static --quiet
 *   npx playwright test -c tests/visual/playwright.visual.config.ts [--update-snapshots]
 */
import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { VISUAL_BASE_URL, VISUAL_PORT } from './fixtures.ts';
import { CAPTURE } from './story-page.ts';
import { storybookDir } from './story-set.ts';

/** Rendering that does not vary from run to run or machine to machine. */
const DETERMINISTIC_RENDERING = [
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--hide-scrollbars',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-checker-imaging',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
];

const repoRoot = resolve(import.meta.dirname, '../..');
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'harness.spec.ts'],
  // One flat tree, no platform suffix: CI and developers render with the same Debian
  // Chromium and fonts (README.md lists the packages).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // One folder per shard when npm test runs two at once (a run empties its folder as it starts).
  outputDir: resolve(repoRoot, process.env.VISUAL_OUTPUT_DIR ?? 'test-results/visual'),
  // 2 workers on 2 cores; tests are (story, locale) pairs handed out as workers free up.
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  reporter: jsonReport ? [['dot'], ['json', { outputFile: jsonReport }]] : [['dot']],
  expect: {
    // Two identical screenshots in a row of a 1170 px page with a blurred backdrop took over
    // 5 s once on a loaded CI machine.
    timeout: 15_000,
    toHaveScreenshot: {
      maxDiffPixels: 0,
      threshold: 0,
      ...CAPTURE,
    },
  },
  use: {
    baseURL: VISUAL_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, ...DETERMINISTIC_RENDERING] },
    reducedMotion: 'reduce',
    colorScheme: 'light',
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
  },
  webServer: {
    command: `npx tsx tests/visual/serve-static.ts "${storybookDir()}" ${VISUAL_PORT}`,
    cwd: repoRoot,
    url: `${VISUAL_BASE_URL}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
