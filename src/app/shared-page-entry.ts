/**
 * A one-line stepping stone to a shared link's start (see src/screens/creator/creator-entry.ts):
 * the app's entry imports this module, not shared-page-start.ts, so it does not carry the list of
 * that module's chunks Vite writes beside a dynamic import (bytes on every first visit).
 */
export const loadSharedPageStart = () => import('./shared-page-start.ts');
