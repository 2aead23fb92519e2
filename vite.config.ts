/// <reference types="vite/client" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEVELOPMENT_KEYS } from './src/contract/envelope.ts';

const SERVER = 'http://127.0.0.1:3000';

// The envelope keys are baked in at build time. They deter casual scraping only (docs/api.md);
// the server reads the same variable names, so one .env serves both.
const envelopeKeys = {
  aesKey: process.env.API_AES_KEY ?? DEVELOPMENT_KEYS.aesKey,
  signKey: process.env.API_SIGN_KEY ?? DEVELOPMENT_KEYS.signKey,
};

export default defineConfig({
  define: {
    __API_AES_KEY__: JSON.stringify(envelopeKeys.aesKey),
    __API_SIGN_KEY__: JSON.stringify(envelopeKeys.signKey),
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'auto',
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
        // Each locale is its own chunk: fetched (and cached) only when a user picks it.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        globIgnores: ['**/locale-*.js', 'mockServiceWorker.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/healthz/, /^\/ws/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/assets\/locale-[^/]+\.js$/.test(url.pathname),
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
  ],
  build: {
    rollupOptions: {
      output: {
        // Name locale chunks so the service worker can tell them apart from app code.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId?.match(/\/locales\/([a-z-]+)\.json$/)?.[1];
          return locale ? `assets/locale-${locale}-[hash].js` : 'assets/[name]-[hash].js';
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
      '/ws': { target: SERVER, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
});
