/** A stepping stone to home's pull to reload (see member-home-entry.ts): no preload list in home's chunk. */
export const loadHomePullToReload = () =>
  import('./home-pull-to-reload.tsx').then((module) => ({ default: module.HomePullToReload }));
