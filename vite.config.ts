/// <reference types="vite/client" />
import { defineConfig, type Plugin } from 'vite';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appZodAlias } from './scripts/vite/app-zod.ts';
import { cryptoJsWithoutPassphrase } from './scripts/vite/crypto-js-without-passphrase.ts';
import { reactSyncExternalStoreAlias } from './scripts/vite/react-sync-external-store.ts';
import { firstHtmlBuild, inBrowserBuild } from './scripts/vite/first-html-build.ts';
import { precompiledCatalogues } from './scripts/vite/precompiled-catalogues.ts';
import { appNavigationAllowlist } from './src/app/pwa/navigation-allowlist.ts';
import { DEVELOPMENT_KEYS } from './src/contract/envelope.ts';

const SERVER = 'http://127.0.0.1:3000';

// The envelope keys are baked in at build time. They deter casual scraping only (docs/api.md);
// the server reads the same variable names, so one .env serves both.
const envelopeKeys = {
  aesKey: process.env.API_AES_KEY ?? DEVELOPMENT_KEYS.aesKey,
  signKey: process.env.API_SIGN_KEY ?? DEVELOPMENT_KEYS.signKey,
};

/** A code-splitting test that captures the source files (or folders, ending in /) named. */
function sourceModules(paths: readonly string[]) {
  return (id: string) => {
    const source = id.replaceAll('\\', '/').split('/src/')[1];
    return (
      source !== undefined &&
      paths.some((path) => (path.endsWith('/') ? source.startsWith(path) : source === path))
    );
  };
}

const COMMON_UI_MODULES = [
  'api/errors.ts',
  'api/localized-query.ts',
  'contract/enums.ts',
  'contract/encrypted-media.ts',
  'i18n/format.ts',
  'i18n/name-initial.ts',
  'components/atoms/media-image/',
  'components/atoms/skeleton/',
  'components/atoms/avatar/',
  // The navigation's unread count, which the chat's contact rows draw too.
  'components/atoms/unread-count/',
  'state/chat-unread.ts',
  'components/molecules/empty-state/',
  'components/molecules/tab-bar/',
  'components/organisms/async-content/',
];

const FEED_MODULES = [
  'screens/home/post-feed.tsx',
  'screens/home/home-messages.ts',
  'screens/home/post-card-skeleton.tsx',
  'screens/home/home-view.tsx',
  'screens/home/new-creators.tsx',
  'screens/home/home-tabs.ts',
  'screens/home/use-home-tab.ts',
  'components/molecules/creator-card/',
  'components/organisms/creator-swiper/',
  // Not the review overlay beside it: only a creator's own posts show it (loaded with them).
  'components/molecules/post-card/post-card.tsx',
  'components/molecules/post-card/post-card-header.tsx',
  'components/molecules/post-card/post-card-media.tsx',
  'components/molecules/post-card/post-card-counts.tsx',
  'components/molecules/post-card/post-card.logic.ts',
  'components/molecules/post-card/post-messages.ts',
  'components/molecules/no-more-footer/',
  'components/molecules/infinite-scroll-sentinel/',
  'components/molecules/swipeable-tabs/swipeable-tabs.logic.ts',
  'components/atoms/compact-count/',
  'components/organisms/infinite-scroll/',
  'api/toggle-post-like.ts',
  'api/like-post.ts',
  'api/unlike-post.ts',
  'api/post-like-cache.ts',
  'api/get-post-list.ts',
  'api/next-page.ts',
  'api/collected-post-keys.ts',
  'api/get-new-creators.ts',
  'contract/feed-tab.ts',
];

export default defineConfig({
  define: {
    __API_AES_KEY__: JSON.stringify(envelopeKeys.aesKey),
    __API_SIGN_KEY__: JSON.stringify(envelopeKeys.signKey),
  },
  resolve: {
    // zod/mini, set to jitless so that it never asks the content security policy for `new Function`
    // (src/app/zod-jitless.ts). The app imports no other zod entry (eslint.config.js).
    alias: [appZodAlias, reactSyncExternalStoreAlias],
  },
  plugins: [
    precompiledCatalogues(),
    cryptoJsWithoutPassphrase(),
    // The English default of each message descriptor is the extraction's source (locales/en.json is
    // made from it); at run time every text comes from a catalogue, so the build leaves it out.
    { ...(formatjs({ removeDefaultMessage: true }) as Plugin), apply: 'build' },
    react(),
    firstHtmlBuild(),
    tailwindcss(),
    inBrowserBuild(
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by the app once it has rendered and the browser is idle
        // (src/app/pwa/register-service-worker.ts), not on `load` beside the app's first scripts.
        injectRegister: false,
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'FanVault',
          short_name: 'FanVault',
          description: 'Subscribe to the creators you love.',
          theme_color: '#6d28d9',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
            { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
            { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // Web push (issue 25): showing a push and opening its page on a click, a small hand-written
          // script beside workbox's generated worker (public/push-sw.js, precached like the rest).
          importScripts: ['push-sw.js'],
          // Each locale is its own chunk under assets/locales/: fetched (and cached) only when a user
          // picks it. A folder of their own, not a name prefix: app chunks are named after their
          // module, and `locale-*.js` also matched app code (locale-path-[hash].js).
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          globIgnores: ['assets/locales/**', 'mockServiceWorker.js'],
          // Offline, the app shell answers navigations to the app's own routes only: every other
          // path (/api, /media, /healthz, /dev, /oauth/...) is the server's to answer.
          navigateFallback: '/index.html',
          navigateFallbackAllowlist: appNavigationAllowlist(),
          runtimeCaching: [
            {
              urlPattern: ({ url }) => /\/assets\/locales\/[^/]+\.js$/.test(url.pathname),
              handler: 'CacheFirst',
              options: {
                cacheName: 'locales',
                expiration: { maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 365 },
                cacheableResponse: { statuses: [0, 200] },
              },
            },
          ],
        },
      }),
    ),
    // Brotli and gzip siblings (`app.js.br`, `app.js.gz`) of every text file, made once at build time
    // at the highest levels, so the server sends them as they are (server/http/static-site.ts).
    // The service worker and its workbox file are written after this step; the server compresses
    // those few kilobytes as it sends them (server/http/compression.ts).
    inBrowserBuild(
      compression({
        include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
        algorithms: ['brotliCompress', 'gzip'],
        logLevel: 'silent',
      }),
    ),
  ],
  build: {
    // .vite/manifest.json: the import graph the bundle budget walks (npm run test:budget).
    manifest: true,
    // A stepping stone (`*-entry.ts`: one line that imports a heavy chunk on demand) is preloaded
    // by nothing: its host would otherwise carry a table naming it and its helper, bytes on a first
    // visit for a file of a few hundred bytes that the import itself fetches.
    modulePreload: {
      // No polyfill: every browser the app supports but Safari before 17 and Firefox before 115
      // follows modulepreload links, and those two fetch each module when it is imported instead
      // (slower, not broken); the polyfill cost every first visit 0.6 kB.
      polyfill: false,
      resolveDependencies: (filename, deps) => (/-entry-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rollupOptions: {
      // The timing report names the slow plugins of a build; `npm start` prints its own progress.
      checks: { bundlerTimings: false },
      output: {
        // What every page runs first (React, the router, react-intl, valtio) in one chunk rather
        // than the dozen small shared pieces the splitting would otherwise make of it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // With the few app modules every first visit runs too (the session, the locale, the
              // words every page says, the plain-click test of every in-app link): each was a chunk
              // of a few hundred bytes or less, a request of its own.
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|react-intl|@formatjs|intl-messageformat|valtio|proxy-compare)[\\/]|src[\\/](components[\\/]messages[\\/]common-messages|state[\\/](session|plain-click)|i18n[\\/]locale-resolution|i18n[\\/]use-locale)\.ts$/,
            },
            {
              // TanStack Query in one chunk too: loaded with the first screen that reads server
              // data (home), whole; split by each screen's hooks it made six small chunks.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            {
              // react-hook-form in one chunk that every form shares (the publish form, the plan,
              // report, money, password and sign-in forms), whatever part of it each uses. Not its
              // resolver nor zod: the publish form loads those on its first Publish (its chunk is
              // near its budget), the other forms with their screens as before.
              name: 'react-hook-form',
              test: /node_modules[\\/]react-hook-form[\\/]/,
            },
            {
              // zod with the contract's string rules that build schemas: kept apart, so a chunk
              // that shares only a form field with a zod user does not download zod.
              name: 'zod',
              // With the rule messages and account labels every zod form shows (each was a file of
              // its own once the account screen shared them with the sign-in dialog).
              test: /node_modules[\\/]zod[\\/]|src[\\/]app[\\/]zod-jitless\.ts|src[\\/]contract[\\/]strings\.ts|src[\\/]components[\\/]molecules[\\/]form[\\/](rule-message|account-messages)\.ts/,
            },
            {
              // A hook home's feed and the video player share: in home's chunk, it made the
              // player's chunk import all of home's (the budget counted 20 kB more for it).
              name: 'in-view',
              test: /src[\\/]components[\\/]organisms[\\/]video-player[\\/]use-in-view\.ts/,
            },
            {
              // The shapes only lazily loaded pieces draw (the creator page's social links, the photo
              // viewer, the comment field, the tip buttons): in the icons chunk they weighed on every first visit
              // (landing and home, 0.4 kB), so they are one chunk of their own, fetched with them.
              name: 'icons-lazy',
              test: /src[\\/]components[\\/]atoms[\\/]icon[\\/]shapes[\\/](facebook|instagram|tiktok|x|youtube|send|zoom-in|zoom-out|trash|log-out|ban|edit|arrow-up|arrow-down|camera|credit-card|more|close|info|gift)\.ts$/,
            },
            {
              // Every icon shape in one chunk of a few kilobytes: split by the screens that share
              // them they made dozens of 100-byte files, each a request of its own (ten on home's
              // first visit, where HTTP/1.1 fetches six at a time).
              name: 'icons',
              test: /src[\\/]components[\\/]atoms[\\/]icon[\\/]/,
            },
            {
              // The small pieces nearly every screen that reads the server shows (the errors, the
              // enums, number formats, the picture, avatar, skeleton, tabs and the loading / error /
              // content switch): one chunk of a few kB rather than a dozen files of a few hundred
              // bytes, each a request with its own compression overhead. Not their imports, for the
              // same reason as the feed's below.
              name: 'common-ui',
              includeDependenciesRecursively: false,
              test: sourceModules(COMMON_UI_MODULES),
            },
            {
              // Home's feed (the post card, its like, the paging, the new creators) as one chunk: the
              // creator page, the post detail, search, the collection and the chat each share a different part of
              // it, and split by those sharings it made a dozen small chunks on home's first visit
              // (about 4 kB of per-chunk overhead there). Only these modules, not their imports: with
              // them the group would take the entry's own modules (the session, the locale rules),
              // and what the paying dialogs share with home would weigh on them.
              name: 'feed',
              includeDependenciesRecursively: false,
              test: sourceModules(FEED_MODULES),
            },
            {
              // The plain form fields that the sign-in, account, feedback and money forms share:
              // split by each sharing they made three files of a few hundred bytes, each with its own
              // overhead (the sign-in dialog went over its budget by that). Nothing that imports zod,
              // which the date picker, a form field user, must not download.
              name: 'form-fields',
              includeDependenciesRecursively: false,
              test: /src[\\/]components[\\/]atoms[\\/](form-field[\\/]form-field|text-field[\\/]text-field|email-field[\\/]email-field)\.tsx$/,
            },
            {
              // Floating UI (Headless UI's anchored menus and listboxes) apart from react-aria's
              // focus and hover helpers, which dialogs and the date fields need without it.
              name: 'floating-ui',
              // Only Floating UI: with its imports the group took Headless UI's shared internals
              // too, and every form with a switch or a checkbox downloaded Floating UI (12 kB).
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@floating-ui[\\/]|@headlessui[\\/]react[\\/]dist[\\/]internal[\\/]floating\.js)/,
            },
          ],
        },
        // Locale chunks (pseudo-locales too) in a folder of their own, so the service worker can
        // tell them apart from app code, whose chunks are all directly under assets/.
        // The app's catalogues come in three parts (src/i18n/messages.ts): en-first-[hash].js,
        // en-shared-…, en-rest-….
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(
            /\/locales\/(pseudo\/)?([a-z-]+)\.json(?:\?part=(first|shared|rest))?$/,
          );
          if (!locale) return 'assets/[name]-[hash].js';
          const part = locale[3] ? `-${locale[3]}` : '';
          return `assets/locales/${locale[1] ? 'pseudo-' : ''}${locale[2]}${part}-[hash].js`;
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': SERVER,
      '/media': SERVER,
      '/healthz': SERVER,
      '/ops-upload': SERVER,
      '/ws': { target: SERVER, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
});
