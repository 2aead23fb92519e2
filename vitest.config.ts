import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';
import { TEST_HASHING_SETTING, TEST_HASHING_VALUE } from './server/config/password-hashing.ts';
import { appZodAlias } from './scripts/vite/app-zod.ts';

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

/**
 * Names given with --project (`--project unit`, `--project=server`); empty when every project
 * runs (plain `vitest`, the IDE).
 */
function requestedProjects(argv: readonly string[] = process.argv): string[] {
  return argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    if (arg === '--project') return argv[index + 1] ? [argv[index + 1] as string] : [];
    return [];
  });
}

/**
 * The storybook project loads Storybook's presets as soon as it is declared (about 3 s on
 * 2 cores), so it is declared only when it may run: not for `--project unit` or `server`.
 */
function storiesRequested(): boolean {
  const requested = requestedProjects();
  return requested.length === 0 || requested.some((name) => name === 'storybook' || /[*?]/.test(name));
}

/** Every story in stories/ rendered in Chromium: play functions and a11y checks. */
function storybookProject() {
  return {
    plugins: [storybookTest({ configDir: '.storybook' })],
    // vite.config.ts is not loaded here: the app's zod/mini (jitless, English messages) is added.
    resolve: { alias: [appZodAlias] },
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
        // Side-effect imports the dependency scanner misses; found mid-run they reload the tester.
        'crypto-js/core.js',
        'crypto-js/aes.js',
        'crypto-js/enc-base64.js',
        'crypto-js/hmac-sha256.js',
      ],
    },
    test: {
      name: 'storybook',
      browser: chromiumBrowser(),
      // The story files run one after another in one document instead of a fresh one each (its
      // modules, MSW's worker, the catalogues loaded once): 37 % less CPU for the same 1,018
      // results. Each story starts clean anyway (preview.tsx `beforeEach`, as Storybook's own
      // UI switches stories in one document).
      isolate: false,
      testTimeout: 30_000,
    },
  };
}

/** Test tiers (architecture.md "Tests, by tier"); each runs alone with `--project`. */
export default defineConfig({
  test: {
    projects: [
      {
        // The contract's schemas as the app runs them (scripts/vite/app-zod.ts).
        resolve: { alias: [appZodAlias] },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The files share their workers' module graph instead of importing it afresh each
          // (vitest's own hint: "at least ~18s faster"); the same 835 results either way, and
          // the setup file puts back what a file changed on the globals.
          isolate: false,
          setupFiles: ['tests/setup/unit-shared-worker.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The run's server logs, searched for secrets after the last file (docs/operations.md).
          globalSetup: ['tests/setup/server-log-check.ts'],
          environment: 'node',
          // Passwords hashed far below OWASP's cost: thousands of sign-ups a tier (server/auth/passwords.ts).
          env: { [TEST_HASHING_SETTING]: TEST_HASHING_VALUE },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files run one after another in the same worker, sharing its module graph instead
          // of importing the server afresh for each (1.3 s a file): 38 % less CPU for the same 714
          // results. Every file starts its own server over its own database (helpers/
          // test-server.ts), so no state of the server outlives its file.
          isolate: false,
        },
      },
      ...(storiesRequested() ? [storybookProject()] : []),
    ],
  },
});
