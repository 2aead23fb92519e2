/**
 * Registers the service worker once the app has rendered and the browser is idle. Registering it
 * installs the worker, which fetches every precached file: done on the page's `load` (the plugin's
 * own register script), that download shared a phone's link with the app's first scripts, which a
 * first-HTML page starts on `load` too (docs/decisions.md, "First HTML: content first").
 */
const SERVICE_WORKER_URL = '/sw.js';
/** The longest the registration waits for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;

export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // The app works without its worker (no offline copy); nothing to tell the user.
    });
  };
  // Safari has no requestIdleCallback: a task after the load event is the nearest thing there.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(register, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
