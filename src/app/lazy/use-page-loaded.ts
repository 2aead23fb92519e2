import { useEffect, useState } from 'react';

/** How long to wait for an idle moment after the load event before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the page has loaded and the browser has had an idle moment: for work a first visit
 * does not need before it can be read and used (issue 8: the visitor's session keeper, which
 * otherwise downloaded and ran the API client between the entry and the first paint).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    // Safari has no requestIdleCallback.
    const requestIdle =
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined;
    const whenIdle = () => {
      if (requestIdle) idle = requestIdle(() => setLoaded(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = window.setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return loaded;
}
