/**
 * The developer pages under /{lang}/devmode/ (spec §1), in the spec's order and by its names.
 * Development builds only: the production build has no route to them (src/app/lazy-screens.tsx,
 * docs/decisions/devmode-pages.md).
 */
export const DEVMODE_PAGES = [
  'hydration',
  'i18n',
  'pinia',
  'icon',
  'client-only',
  'oauth',
  'tab',
  'form',
  'dialog',
  'modal',
  'loading',
  'card',
] as const;

export type DevmodePage = (typeof DEVMODE_PAGES)[number];

/** True when `name` is one of the developer pages. */
export function isDevmodePage(name: string): name is DevmodePage {
  return (DEVMODE_PAGES as readonly string[]).includes(name);
}
