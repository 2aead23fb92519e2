/**
 * The server's first HTML of the first-visit pages (src/app/first-html/render-first-html.tsx): the
 * page as a visitor's first render shows it, inside `#root`, until the app's first render replaces
 * it. What the app, its build and the server agree on (docs/decisions.md, "First HTML").
 */
import type { Locale } from '../i18n/locale-resolution.ts';
import type { HomeFirstPage } from './home-first-page.ts';

/**
 * True while the server renders a first HTML: the parts a first paint does without (the cookie
 * banner, dialogs, the video player) render nothing there, and come with the app.
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

/** Set on `<html>` before the first paint when the browser holds a session token. */
export const MEMBER_ATTRIBUTE = 'data-member';

/**
 * Run in `<head>` before the first paint (its hash is in the content security policy): a signed-in
 * member's page is not the visitor's the first HTML shows, so it stays hidden until the app's
 * first render replaces it (src/app/styles.css).
 */
export const MEMBER_HIDES_FIRST_HTML_SCRIPT = `try{JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})).token&&document.documentElement.setAttribute(${JSON.stringify(MEMBER_ATTRIBUTE)},"")}catch(e){}`;

export interface FirstHtmlPage {
  /** The path with its language prefix: `/en`, `/en/home`. */
  path: string;
  /** The query without `?`, as the screen reads it (home's tab). */
  search: string;
  locale: Locale;
  /** Home's first page of data, as the document carries it for the app. */
  home?: HomeFirstPage;
}

/** The server's module (FIRST_HTML_MODULE) exports this. */
export type RenderFirstHtml = (page: FirstHtmlPage) => Promise<string>;
