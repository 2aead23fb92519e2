/** React's own `useSyncExternalStore`, standing in for the pre-18 shim (scripts/vite/react-sync-external-store.ts). */
export { useSyncExternalStore } from 'react';
