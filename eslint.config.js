// Lint for the whole repository; the gate is `eslint . --max-warnings 0` (npm run lint).
//
// Choices, and why:
// - typescript-eslint `recommended`, without type information by default. Type-aware linting
//   builds a second TypeScript program beside `npm run typecheck` and roughly quadrupled the
//   lint time on a 2-core machine (about 45 s of CPU for 130 files, growing with the tree).
//   `ESLINT_TYPE_AWARE=1 npm run lint` adds the type-aware rules that catch real bugs (a promise
//   nobody awaits, a promise where a callback is expected) for a deeper pass, e.g. in nightly CI.
// - The one-way imports of docs/architecture.md (app → screens → features → components; every
//   layer but components may use api; all may use state, i18n, contract; the server may use only
//   src/contract and src/i18n) are
//   `no-restricted-imports` regex patterns per folder. Relative imports are matched by path
//   segment (`../../screens/…`), so a layer folder name is never used for anything else.
//   tests/unit/lint-layers.test.ts holds examples of what is refused and allowed.
// - The app's zod is `zod/mini` only (src/app/zod-jitless.ts says why): every block for src/
//   repeats that pattern, since a later block replaces the rule's options.
// - On the server, the infrastructure folders (http, db, mail, media) never import a domain
//   module of server/modules/ (one folder per domain); app.ts wires them together. Beyond that,
//   every unit of server/ imports only units below it and no file import closes a circle
//   (eslint/server-modules.js, the order in docs/server-modules.md); the repository has no
//   import plugin, so those two rules are ours. tests/unit/lint-server-modules.test.ts holds examples.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverModules from './eslint/server-modules.js';

/** A `no-restricted-imports` pattern for a layer folder of src/, by relative path, `src/…` or `@/…`. */
function layer(name, message) {
  return {
    regex: `^(?:(?:\\.{1,2}/)+(?:[^/]+/)*|(?:[^/]+/)*src/|@/)${name}(?:/|$)`,
    message,
  };
}

/**
 * Any zod entry but `zod/mini` in the app: classic zod's method chains bring the whole library
 * into the bundle, and vite.config.ts sets only `zod/mini` to jitless (src/app/zod-jitless.ts).
 */
const APP_ZOD = {
  regex: '^zod(?!/mini$)(?:/|$)',
  message:
    "The app may import zod only as 'zod/mini' (its functional API tree-shakes; src/app/zod-jitless.ts sets it to jitless for the content security policy).",
};

/** What the server may not import from the client side of the repository. */
const SERVER_PATTERNS = [
  {
    regex: '(?:^|/)src/(?!(?:contract|i18n)(?:/|$))',
    message: 'The server may import only src/contract and src/i18n from src/.',
  },
  {
    regex: '^@/(?!(?:contract|i18n)(?:/|$))',
    message: 'The server may import only src/contract and src/i18n from src/.',
  },
  {
    regex: '(?:^|/)(?:stories|\\.storybook)(?:/|$)',
    message: 'The server may not import Storybook code.',
  },
];

/** The server's infrastructure folders: used by every domain module of server/modules/, never the reverse. */
const SERVER_INFRASTRUCTURE = ['http', 'db', 'mail', 'media'];

const ONE_WAY =
  'Imports flow one way: app → screens → features → components (docs/architecture.md, docs/design-system.md).';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'storybook-static/**',
      'data/**',
      'server/migrations/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.vitest-attachments/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  ...(process.env.ESLINT_TYPE_AWARE === '1'
    ? [
        {
          files: ['**/*.{ts,tsx,mts,cts}'],
          ignores: ['.storybook/**'],
          languageOptions: {
            parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
          },
          rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
            '@typescript-eslint/await-thenable': 'error',
          },
        },
      ]
    : []),

  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },

  // The service worker's hand-written part (web push), loaded by workbox's importScripts.
  {
    files: ['public/push-sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },

  // Browser code: the app, the design system, Storybook.
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**'],
    ...reactHooks.configs.flat.recommended,
  },
  // Node code: the server, scripts, tests and config files.
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.{js,mjs,cjs,ts,mts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Command-line entry points print to the console on purpose; the server itself logs with pino.
  {
    files: ['scripts/**', 'server/main.ts', 'server/start-server.ts', 'server/seed/**', 'server/**/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  // Playwright and browser-mode tests evaluate code in the page as well.
  {
    files: ['tests/e2e/**', 'tests/visual/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  ...storybook.configs['flat/recommended'],

  // The app's zod: zod/mini, through the jitless entry (which alone imports zod's own files).
  {
    files: ['src/**'],
    ignores: ['src/app/zod-jitless.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_ZOD] }] },
  },
  // One-way imports between the layers of src/ (docs/architecture.md "Top level"):
  // app → screens → features → components.
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APP_ZOD,
            layer('screens', `Components may not import screens. ${ONE_WAY}`),
            layer('features', `Components may not import features. ${ONE_WAY}`),
            layer('app', `Components may not import from src/app. ${ONE_WAY}`),
            layer(
              'api',
              `Components may not import src/api: data comes in through props, and a component that needs the server is a feature (src/features/). ${ONE_WAY}`,
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APP_ZOD,
            layer('screens', `Features may not import screens. ${ONE_WAY}`),
            layer('app', `Features may not import from src/app. ${ONE_WAY}`),
          ],
        },
      ],
    },
  },
  {
    files: ['src/screens/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [APP_ZOD, layer('app', `Screens may not import from src/app. ${ONE_WAY}`)] },
      ],
    },
  },
  {
    files: ['src/contract/**', 'src/i18n/**', 'src/state/**', 'src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APP_ZOD,
            ...['components', 'features', 'screens', 'app'].map((name) =>
              layer(
                name,
                `contract, i18n, state and api are used by every layer and may not import from src/${name}.`,
              ),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_PATTERNS }] },
  },
  // The server's units point one way, without a circle (docs/server-modules.md).
  {
    files: ['server/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: { 'server-modules/one-way': 'error', 'server-modules/no-cycle': 'error' },
  },
  // The server's infrastructure serves every domain and knows none of them (docs/architecture.md
  // "Server"): a later block replaces the rule's options, so it repeats the server's patterns.
  {
    files: SERVER_INFRASTRUCTURE.map((folder) => `server/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_PATTERNS,
            {
              regex: '(?:^|/)modules(?:/|$)',
              message: `Server infrastructure (${SERVER_INFRASTRUCTURE.join(', ')}) may not import a domain module of server/modules/.`,
            },
          ],
        },
      ],
    },
  },
);
