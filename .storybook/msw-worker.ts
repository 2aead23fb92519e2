/**
 * Starts MSW's service worker once for the whole Storybook (and the vitest browser run).
 * Any request no story handler answers is reported as a warning that names the fix,
 * instead of silently reaching a server that does not exist in Storybook.
 */
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

/** Requests Storybook, Vite and Vitest make for themselves. */
function isToolingRequest(url: URL): boolean {
  return (
    /^\/(@fs|@id|@vite|@react-refresh|@vitest|__vitest|__vitest_browser__|virtual:|sb-|node_modules)/.test(
      url.pathname,
    ) || /iframe\.html|\.stories\.|\/index\.json$|\.mdx$/.test(url.pathname)
  );
}

/** The warning printed for an unmocked call; exported so a test could assert on it. */
export function unmockedRequestMessage(method: string, url: string): string {
  const { pathname, search } = new URL(url);
  const apiCall = pathname.match(/^\/api\/(.+)$/)?.[1];
  const hint = apiCall
    ? `Give the story a handler for "${apiCall}" in parameters.msw.handlers (see src/mocks/handlers.ts).`
    : 'Mock it in parameters.msw.handlers, or serve the file from public/.';
  return `[storybook] Unmocked request ${method} ${pathname}${search} reached the network. ${hint}`;
}

export async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const data = frame.data as { request?: unknown };
      if (frame.protocol !== 'http' || !(data.request instanceof Request)) {
        // WebSocket (chat) connections without a handler.
        defaults.warn();
        return;
      }
      const request = data.request;
      const url = new URL(request.url);
      if (url.protocol === 'data:' || isCommonAssetRequest(request) || isToolingRequest(url)) return;
      console.warn(unmockedRequestMessage(request.method, request.url));
    },
  });
  return worker;
}
