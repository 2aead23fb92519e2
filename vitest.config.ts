import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';

/**
 * A new browser options object per project: vitest mutates it, so one object shared by two
 * browser projects breaks the second (toolchain.md).
 */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      // Debian's Chromium (or CHROMIUM_PATH); browsers are never downloaded.
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  };
}

/** Test tiers (architecture.md "Tests, by tier"); each runs alone with `--project`. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Every story in stories/ rendered in Chromium: play functions and a11y checks.
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundle every dependency the stories reach before the first test runs: a dependency
        // discovered mid-run makes Vite reload the page and the running story fails.
        optimizeDeps: {
          entries: ['.storybook/preview.tsx', 'stories/**/*.stories.tsx'],
          include: [
            'react',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'msw',
            'msw/browser',
          ],
        },
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
