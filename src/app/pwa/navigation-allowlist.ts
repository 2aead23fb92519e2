/**
 * Which navigations the service worker answers with the app shell (vite.config.ts,
 * `navigateFallbackAllowlist`). An allowlist of the app's own route shapes rather than a
 * denylist of the server's paths: a server path added later (`/dev/outbox`, an OAuth callback,
 * the sandbox provider's checkout pages under `/sandbox/`, the payment webhooks under `/webhooks/`)
 * then reaches the server without anyone remembering to list it here; the test names them.
 *
 * The shapes are those the router (src/app/app-routes.tsx) and its language rules
 * (src/i18n/locale-prefix.ts) answer: `/`, `/error-401`, and anything under a language prefix,
 * which the router matches case-insensitively and in which the Traditional Chinese aliases stand
 * for zh-tw. A path without a prefix (`/home?lang=fr`) still works online, since the server
 * hands the app shell to any page it does not serve itself; it is only not available offline.
 */
import { SUPPORTED_LOCALES, TRADITIONAL_CHINESE_ALIASES } from '../../i18n/locale-resolution.ts';

/** A path segment ends at `/`, at the query or at the end of the address. */
const SEGMENT_END = '(?:[/?#]|$)';

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The route shapes of the app, matched against `pathname + search` as workbox does: the start
 * page, the 401 page, and every path under one of the language prefixes (any letter case).
 */
export function appNavigationAllowlist(): RegExp[] {
  const prefixes = [...SUPPORTED_LOCALES, ...TRADITIONAL_CHINESE_ALIASES].map(escapeForRegExp).join('|');
  return [
    /^\/(?:\?|$)/,
    new RegExp(`^/error-401${SEGMENT_END}`),
    new RegExp(`^/(?:${prefixes})${SEGMENT_END}`, 'i'),
  ];
}

/** True when the service worker answers a navigation to `pathAndSearch` with the app shell. */
export function isAppNavigation(pathAndSearch: string): boolean {
  return appNavigationAllowlist().some((pattern) => pattern.test(pathAndSearch));
}
