/**
 * A one-line stepping stone to the search screen's chunk (see creator-entry.ts): the app's entry
 * imports this module, not the screen, so it does not carry the list of the screen's chunks that
 * Vite writes beside a dynamic import for preloading (bytes on every first visit).
 */
export const loadSearchScreen = () => import('./search-screen.tsx').then((module) => module.SearchScreen);
