/**
 * The first segments after the language that are the app's own pages, and a post's number in an
 * address: a module of its own, free of imports, so the app's entry can read them
 * (src/contract/first-visit-pages.ts) without the rest of src/contract/app-paths.ts.
 */

/** First segments after the language that are the app's own pages, never a creator's username. */
export const APP_SECTIONS: ReadonlySet<string> = new Set([
  'home',
  'search',
  'message',
  'publish',
  'mine',
  'official',
  'devmode',
  'ops',
  'trial',
  'error-401',
]);

/** A post's number in an address (`/{lang}/{username}/{id}`). */
export const POST_ID = /^[1-9]\d{0,9}$/;
