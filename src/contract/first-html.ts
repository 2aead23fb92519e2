/**
 * The server's first HTML of the first-visit pages (src/app/first-html/render-first-html.tsx): the
 * page as a visitor's first render shows it, inside `#root`, until the app's first render replaces
 * it. What the app, its build and the server agree on (docs/decisions/first-visit-document.md).
 */
import type { Locale } from '../i18n/locale-resolution.ts';
import type { HomeFirstPage } from './home-first-page.ts';
import type { SharedPageFirstPage } from './shared-page-first-page.ts';

/**
 * True while the server renders a first HTML: the parts a first paint does without (dialogs, the
 * video player) render nothing there, and come with the app. The cookie banner is the exception:
 * the first HTML carries it beside the page (COOKIE_BANNER_ATTRIBUTE).
 */
export const ON_SERVER = typeof window === 'undefined';

/** The folder inside the build that holds the server's module, and the module. */
export const FIRST_HTML_DIR = '.server';
export const FIRST_HTML_MODULE = 'render-first-html.js';

/** Where the session keeps its token in the browser (src/state/session.ts). */
export const SESSION_STORAGE_KEY = 'fanvault.session';

/**
 * Marks the first HTML's wrapper. It is `inert` (a tap before the app runs does nothing rather
 * than half of something) and lays out as if absent (src/app/styles.css).
 */
export const FIRST_HTML_ATTRIBUTE = 'data-first-html';

/** Where the visitor's cookie consent is kept in the browser: `'1'` once accepted (src/state/cookie-consent.ts). */
export const COOKIE_AGREEMENT_KEY = 'cookie-agreement';

/**
 * Marks the cookie banner the first HTML carries, in a wrapper of its own that the start script moves
 * out of `#root` once the document is parsed and the app's banner removes as it mounts: the banner paints with
 * the page and stays put while the app takes over (issue 24: it was search's largest paint, late).
 */
export const COOKIE_BANNER_ATTRIBUTE = 'data-first-html-banner';

/** Set on `<html>` before the first paint when the visitor has accepted cookies: the CSS hides the banner. */
export const COOKIES_AGREED_ATTRIBUTE = 'data-cookies-agreed';

/** Set on `<html>` before the first paint when the browser holds a session token. */
export const MEMBER_ATTRIBUTE = 'data-member';

/** The id of the JSON element that names the app's entry and its preloads in a first-HTML document. */
export const APP_START_ELEMENT_ID = 'app-start';

/** What the app-start element holds: the entry module, and the modules to preload beside it. */
export interface AppStart {
  entry: string;
  preload: string[];
}

/**
 * How long a visitor's page waits for its pictures before it starts the app anyway (a picture that
 * never finishes must not keep the page inert).
 */
export const APP_START_FALLBACK_MS = 4000;

/**
 * Run in `<head>` before the first paint (its hash is in the content security policy), in a
 * document that carries first HTML. It reads the app-start element placed just before it.
 * - A visitor who accepted cookies never sees the first HTML's banner (src/app/styles.css). The
 *   banner moves out of `#root` once the document is parsed: the app's first render empties `#root`,
 *   and the banner stays until the app's own mounts and removes it (organisms/cookie-banner).
 * - A signed-in member's page is not the visitor's the first HTML shows: it stays hidden until
 *   the app's first render replaces it (src/app/styles.css), and the app starts at once.
 * - A visitor's page is whole already: the app starts once the page has loaded (its text and
 *   pictures painted), so its scripts never share the network with what the first paint needs,
 *   a phone's narrow link above all (docs/decisions/first-visit-document.md).
 */
export const FIRST_HTML_START_SCRIPT = /* @__PURE__ */ startScript();

/** Built by a call marked pure, so the app's bundle, which never uses the script, drops it whole. */
function startScript(): string {
  return `(function(){var d=document,m=!1;try{m=!!JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})).token}catch(e){}m&&d.documentElement.setAttribute(${JSON.stringify(MEMBER_ATTRIBUTE)},"");try{localStorage.getItem(${JSON.stringify(COOKIE_AGREEMENT_KEY)})==="1"&&d.documentElement.setAttribute(${JSON.stringify(COOKIES_AGREED_ATTRIBUTE)},"")}catch(e){}d.addEventListener("DOMContentLoaded",function(){var b=d.querySelector("[${COOKIE_BANNER_ATTRIBUTE}]"),r=d.getElementById("root");b&&r&&r.after(b)});var a=d.getElementById(${JSON.stringify(APP_START_ELEMENT_ID)});if(!a)return;a=JSON.parse(a.textContent);var s=!1;function go(){if(s)return;s=!0;a.preload.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;d.head.appendChild(l)});var e=d.createElement("script");e.type="module";e.crossOrigin="";e.src=a.entry;d.head.appendChild(e)}if(m)go();else{addEventListener("load",go);setTimeout(go,${APP_START_FALLBACK_MS})}})()`;
}

export interface FirstHtmlPage {
  /** The path with its language prefix: `/en`, `/en/home`. */
  path: string;
  /** The query without `?`, as the screen reads it (home's tab). */
  search: string;
  locale: Locale;
  /** Home's first page of data, as the document carries it for the app. */
  home?: HomeFirstPage;
  /** A shared link's first page of data (a creator's page, a post, a search), likewise. */
  shared?: SharedPageFirstPage;
}

/** The server's module (FIRST_HTML_MODULE) exports this. */
export type RenderFirstHtml = (page: FirstHtmlPage) => Promise<string>;
