import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * wouter imports `useSyncExternalStore` through the `use-sync-external-store` shim, written for
 * React before 18. React 19 has the hook, so the app resolves the shim to a module that re-exports
 * React's own: the shim's fallback never ships (issue 8, the app shell's budget).
 */
export const reactSyncExternalStoreAlias: Alias = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('../../src/app/react-sync-external-store.ts', import.meta.url)),
};
