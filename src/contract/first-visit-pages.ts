/**
 * The pages a first visit lands on, by the path after the language prefix: the app opens them with
 * their screen's chunks and data already on their way (src/app/app-routes.tsx, preloadStartScreen).
 * What each loads is in first-visit-loads.ts, which the server and the build read; the app's entry
 * carries only this table. Besides the landing and home, the links people share (issue 24): a
 * search, a creator's page, a post.
 */
import { APP_SECTIONS } from './app-sections.ts';

export type FirstVisitPageName = 'landing' | 'home' | 'search' | 'creator' | 'post';

export interface FirstVisitPage {
  name: FirstVisitPageName;
  /** The path after the language prefix. */
  path: RegExp;
}

/** A first segment that is not one of the app's own pages: a creator's username. */
const USERNAME_SEGMENT = `(?!(?:${[...APP_SECTIONS].join('|')})(?:/|$))[^/]+`;

export const FIRST_VISIT_PAGES: readonly FirstVisitPage[] = [
  { name: 'landing', path: /^\/?$/ },
  { name: 'home', path: /^\/home\/?$/ },
  { name: 'search', path: /^\/search\/?$/i },
  { name: 'creator', path: new RegExp(`^/${USERNAME_SEGMENT}/?$`, 'i') },
  { name: 'post', path: new RegExp(`^/${USERNAME_SEGMENT}/[1-9]\\d{0,9}/?$`, 'i') },
];
