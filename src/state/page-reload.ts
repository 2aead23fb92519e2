/**
 * A full page load (spec §4: logout "reloads"): every store and cache starts again from what
 * the server says. Behind an object so a story can watch it instead of leaving the page.
 */
export const pageReload = {
  /**
   * Loads `url` (path, query, hash); reloads when it is the current address. Until the new page
   * arrives the old one takes no input: a click elsewhere meanwhile would be undone by the load
   * landing on `url`, pulling the person back to where they were.
   */
  to(url: string): void {
    document.documentElement.inert = true;
    if (url === browserAddress()) window.location.reload();
    else window.location.assign(url);
  },
};

/** The page's address without the origin: path, query and hash. */
export function browserAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

// A page left by `assign` and brought back from the back-forward cache takes input again.
globalThis.addEventListener?.('pageshow', (event) => {
  if ((event as PageTransitionEvent).persisted) document.documentElement.inert = false;
});
