/**
 * A full page load (spec §4: logout "reloads"): every store and cache starts again from what
 * the server says. Behind an object so a story can watch it instead of leaving the page.
 */
export const pageReload = {
  /** Loads `url` (path, query, hash); reloads when it is the current address. */
  to(url: string): void {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (url === here) window.location.reload();
    else window.location.assign(url);
  },
};
