/**
 * A one-line stepping stone to the operations console's chunk (see creator-entry.ts): the app's
 * entry imports this module, not the console, so it does not carry the list of the console's
 * chunks that Vite writes beside a dynamic import for preloading (bytes on every fan's visit).
 */
export const loadOpsRoutes = () => import('./ops-routes.tsx').then((module) => module.OpsRoutes);
