/**
 * The app's HTML document (the built index.html), made for the page asked for: `<html lang dir>`
 * in the page's language, so the first paint is already in the right direction and script, and
 * `modulepreload` links for the chunks that page cannot paint without (its locale catalogue and,
 * for the pages a first visit opens, its screen), so the browser fetches them alongside the entry
 * instead of after it has run; and what the page's content module gives it (home: its first page
 * of data and the pictures it paints largest, server/document-content.ts) (docs/decisions.md, "App
 * shell document").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_START_ELEMENT_ID,
  FIRST_HTML_ATTRIBUTE,
  FIRST_HTML_START_SCRIPT,
  type AppStart,
} from '../../src/contract/first-html.ts';
import { FIRST_VISIT_LOADS } from '../../src/contract/first-visit-loads.ts';
import { FIRST_VISIT_PAGES, type FirstVisitPage } from '../../src/contract/first-visit-pages.ts';
import { directionOf, isSupportedLocale, type Locale } from '../../src/i18n/locale-resolution.ts';
import { entryKey, readManifest, staticClosure, type Manifest } from './vite-manifest.ts';

/** A picture the document preloads with high priority; `media` limits it to the screens it paints on. */
export interface DocumentPicture {
  href: string;
  media?: string;
}

/**
 * How a shared link looks where people share it (Open Graph and Twitter card tags): every URL
 * absolute, every value plain text (escaped here).
 */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The page's own address. */
  url: string;
  /** A public picture (an avatar, a blurred preview); never an original. */
  image?: string | undefined;
  /** `profile` (a creator's page) or `article` (a post). */
  type: 'profile' | 'article';
  /** `og:locale`, e.g. `en`, `zh_CN`. */
  locale: string;
  siteName: string;
}

/** What a page's document carries beyond the shell. */
export interface DocumentExtras {
  pictures?: readonly DocumentPicture[];
  /** JSON the app reads at start, in `<script type="application/json" id="…">`. */
  data?: { elementId: string; value: unknown };
  /** The page's first HTML (src/contract/first-html.ts), put in `#root`. */
  html?: string;
  /** The page's title, description and share tags. */
  meta?: DocumentMeta;
  /** The answer's HTTP status: 404 for a creator or post that does not exist (the app's 404 page). */
  status?: number;
}

export interface AppShellDocument {
  /** The document for `url` (path and query); `fallback` is the language when the path has none. */
  render(url: string, fallback: Locale, extras?: DocumentExtras): string;
}

/**
 * A page's extras by the address asked for and its language (the app composes it from the domain
 * modules: this folder imports none).
 */
export type DocumentContent = (url: string, locale: Locale) => Promise<DocumentExtras>;

/** The language prefix of a path (`/ar/home` is `ar`), if it names a supported language. */
function pathLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isSupportedLocale(first) ? first : undefined;
}

/** The language of the page at `url`: its prefix, else `fallback`. */
export function pageLocaleOf(url: string, fallback: Locale): Locale {
  return pathLocale(url.split('?')[0]!) ?? fallback;
}

/** Whether the address starts with a supported language (`/en/home`, not `/home`). */
export function hasLocalePrefix(url: string): boolean {
  return pathLocale(url.split('?')[0]!) !== undefined;
}

/** The first-visit page (src/contract/first-visit-pages.ts) an address opens, if it is one. */
export function firstVisitPageOf(url: string): FirstVisitPage | undefined {
  const pathname = url.split('?')[0]!;
  const prefixed = pathLocale(pathname);
  const rest = prefixed ? pathname.slice(prefixed.length + 1) : pathname;
  return FIRST_VISIT_PAGES.find((page) => page.path.test(rest));
}

/** Built files to preload for these manifest keys: their static imports, minus the entry's own. */
function preloadsFor(manifest: Manifest, keys: readonly string[], shell: ReadonlySet<string>): string[] {
  const present = keys.filter((key) => manifest[key]);
  return staticClosure(manifest, present)
    .filter((key) => !shell.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Open Graph and Twitter card tags of a shared page. */
function metaTags(meta: DocumentMeta): string {
  const tag = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  const tags = [
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:locale', meta.locale),
    tag('name', 'twitter:card', meta.type === 'article' && meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ];
  if (meta.image)
    tags.push(tag('property', 'og:image', meta.image), tag('name', 'twitter:image', meta.image));
  return `<link rel="canonical" href="${escapeAttribute(meta.url)}">${tags.join('')}`;
}

/** index.html's own description (written over several lines in the source). */
const DESCRIPTION_META = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** JSON that cannot end its script element early (`</script>`) nor open a comment (`<!--`). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function pictureLink({ href, media }: DocumentPicture): string {
  const mediaAttribute = media ? ` media="${escapeAttribute(media)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high"${mediaAttribute} href="${escapeAttribute(href)}">`;
}

/** The built entry's `<script type="module" src>` and Vite's own `modulepreload` links in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const VITE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The document's head without the app's scripts, and the app-start element naming them: a
 * first-HTML document starts the app from its inline script (FIRST_HTML_START_SCRIPT).
 */
function deferAppStart(
  html: string,
  pagePreloads: readonly string[],
): { html: string; start: AppStart } | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return undefined;
  const vitePreloads = [...html.matchAll(VITE_PRELOAD)].map((match) => match[1]!);
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(VITE_PRELOAD, ''),
    start: { entry, preload: [...vitePreloads, ...pagePreloads] },
  };
}

/** Reads index.html and the manifest once; every render is string work only. */
export function loadAppShell(distDir: string): AppShellDocument {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const shell = new Set(manifest ? staticClosure(manifest, [entryKey(manifest)]) : []);

  return {
    render(url, fallback, extras = {}) {
      const locale = pageLocaleOf(url, fallback);
      // The first-visit part of its catalogue (src/i18n/messages.ts).
      const keys = [`locales/${locale}.json?part=first`];
      const screen = firstVisitPageOf(url);
      const load = screen && FIRST_VISIT_LOADS[screen.name];
      if (load) keys.push(...load.modules);
      // A shared link's page waits for the shared links' part too: preloaded beside the first.
      if (load?.catalogue === 'shared') keys.push(`locales/${locale}.json?part=shared`);
      const modules = manifest ? preloadsFor(manifest, keys, shell).map((file) => `/${file}`) : [];
      const pictures = (extras.pictures ?? []).map(pictureLink).join('');
      // A page the server rendered paints from the document alone: its scripts start from the
      // inline script, after the page has loaded for a visitor, at once for a member.
      const deferred = extras.html === undefined ? undefined : deferAppStart(html, modules);
      const shellHtml = deferred?.html ?? html;
      const links =
        pictures +
        (deferred
          ? ''
          : modules
              .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
              .join(''));
      const firstHtml =
        extras.html === undefined ? '' : `<div ${FIRST_HTML_ATTRIBUTE} inert>${extras.html}</div>`;
      // Before the first paint, so a member never sees the visitor's page.
      const start =
        extras.html === undefined
          ? ''
          : (deferred
              ? `<script type="application/json" id="${APP_START_ELEMENT_ID}">${scriptJson(deferred.start)}</script>`
              : '') + `<script>${FIRST_HTML_START_SCRIPT}</script>`;
      const data = extras.data
        ? `<script type="application/json" id="${escapeAttribute(extras.data.elementId)}">${scriptJson(extras.data.value)}</script>`
        : '';
      const meta = extras.meta;
      const titled = meta
        ? shellHtml
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title)}</title>`)
            .replace(
              DESCRIPTION_META,
              () => `<meta name="description" content="${escapeAttribute(meta.description)}">`,
            )
        : shellHtml;
      return (
        titled
          .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
          // Replaced by functions: a `$&` in the data is text, not a replacement pattern.
          .replace(/<meta charset[^>]*>/i, (charset) => `${charset}${start}`)
          .replace('</head>', () => `${meta ? metaTags(meta) : ''}${links}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${firstHtml}</div>`)
          .replace('</body>', () => `${data}</body>`)
      );
    },
  };
}
