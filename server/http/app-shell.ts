/**
 * The app's HTML document (the built index.html), made for the page asked for: `<html lang dir>`
 * in the page's language, so the first paint is already in the right direction and script, and
 * `modulepreload` links for the chunks that page cannot paint without (its locale catalogue and,
 * for the pages a first visit opens, its screen), so the browser fetches them alongside the entry
 * instead of after it has run (docs/decisions.md, "App shell document").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VISIT_PAGES } from '../../src/contract/first-visit-pages.ts';
import { directionOf, isSupportedLocale, type Locale } from '../../src/i18n/locale-resolution.ts';
import { entryKey, readManifest, staticClosure, type Manifest } from './vite-manifest.ts';

export interface AppShellDocument {
  /** The document for `url` (path and query); `fallback` is the language when the path has none. */
  render(url: string, fallback: Locale): string;
}

/** The language prefix of a path (`/ar/home` is `ar`), if it names a supported language. */
function pathLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isSupportedLocale(first) ? first : undefined;
}

/** Built files to preload for these manifest keys: their static imports, minus the entry's own. */
function preloadsFor(manifest: Manifest, keys: readonly string[], shell: ReadonlySet<string>): string[] {
  const present = keys.filter((key) => manifest[key]);
  return staticClosure(manifest, present)
    .filter((key) => !shell.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Reads index.html and the manifest once; every render is string work only. */
export function loadAppShell(distDir: string): AppShellDocument {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const shell = new Set(manifest ? staticClosure(manifest, [entryKey(manifest)]) : []);

  return {
    render(url, fallback) {
      const pathname = url.split('?')[0]!;
      const prefixed = pathLocale(pathname);
      const locale = prefixed ?? fallback;
      const rest = prefixed ? pathname.slice(prefixed.length + 1) : pathname;
      // The first-visit part of its catalogue (src/i18n/messages.ts).
      const keys = [`locales/${locale}.json?part=first`];
      const screen = FIRST_VISIT_PAGES.find((page) => page.path.test(rest));
      if (screen) keys.push(...screen.modules);
      const links = manifest
        ? preloadsFor(manifest, keys, shell)
            .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
            .join('')
        : '';
      return html
        .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
        .replace('</head>', `${links}</head>`);
    },
  };
}
