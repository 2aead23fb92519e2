import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appMessageIds, reachedFiles } from '../../scripts/vite/app-message-ids.ts';
import { appPathKindOf } from '../contract/app-paths.ts';
import { devmodeRoutes, matchDevmodeRoute } from './devmode-routes.tsx';

/** The spec's list (§1): "hydration, i18n, pinia, icon, client-only, oauth, tab, form, dialog, modal, loading, card". */
const SPEC_PAGES = [
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
];

type LazyScreens = typeof import('./lazy-screens.tsx');

/** lazy-screens.tsx evaluated afresh (its own module instance), as a build with `DEV` would read it. */
async function lazyScreensWith(dev: boolean): Promise<LazyScreens> {
  vi.stubEnv('DEV', dev);
  const fresh = `./lazy-screens.tsx?dev=${dev}`;
  return (await import(/* @vite-ignore */ fresh)) as LazyScreens;
}

describe('the developer pages under /{lang}/devmode (spec §1)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has the twelve pages of the spec and the list of them in a development build', async () => {
    expect(devmodeRoutes()).toEqual(['', ...SPEC_PAGES]);
    for (const page of SPEC_PAGES) expect(matchDevmodeRoute(`/en/devmode/${page}`), page).toBe(page);
    expect(matchDevmodeRoute('/ar/devmode')).toBe('');
    expect((await lazyScreensWith(true)).devmode).not.toBeNull();
  });

  it('reads any case and a trailing slash as the same page, and nothing else', () => {
    expect(matchDevmodeRoute('/fr/DevMode/Client-Only/')).toBe('client-only');
    expect(matchDevmodeRoute('/en/devmode/')).toBe('');
    expect(matchDevmodeRoute('/en/devmode/pinia/extra')).toBeNull();
    expect(matchDevmodeRoute('/en/devmode/stores')).toBeNull();
    expect(matchDevmodeRoute('/en/home')).toBeNull();
  });

  it('has no devmode section in a production build (import.meta.env.DEV false)', async () => {
    const production = await lazyScreensWith(false);
    expect(production.devmode).toBeNull();
    // The other screens are there all the same.
    expect(production.home.Screen).toBeTypeOf('function');
  });

  it('is a 404 on the server, which serves the production build', () => {
    for (const path of ['/devmode', ...SPEC_PAGES.map((page) => `/devmode/${page}`)]) {
      expect(appPathKindOf(path), path).toBe('unknown');
    }
  });

  it("keeps the developer pages' messages out of the app's catalogues", () => {
    const entry = join(import.meta.dirname, 'main.tsx');
    const files = reachedFiles(entry).map((file) => file.replaceAll('\\', '/'));
    expect(files.some((file) => file.includes('/src/screens/devmode/'))).toBe(false);
    expect(files.some((file) => file.endsWith('/src/app/lazy-screens.tsx'))).toBe(true);
    expect([...appMessageIds(entry)].filter((id) => id.startsWith('devmode.'))).toEqual([]);
    expect([...appMessageIds(entry)]).toContain('notFound.title');
  });
});
