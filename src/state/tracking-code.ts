/**
 * The tracking link a visitor arrived through (docs/decisions/tracking-links.md): the creator page
 * keeps `{code, at}` in localStorage when opened with `?t=`, and a sign-up within 30 days sends the
 * code (`tracking_code`), so the link is credited with the account even if the visitor signs up
 * days later. The latest link wins, as on the server.
 */
import { isTrackingCodeFresh, TRACKING_CODE_PATTERN } from '../contract/rules/tracking-link-limits.ts';

/** The localStorage key holding `{code, at}` (at: ms since the epoch). */
export const TRACKING_CODE_KEY = 'fanvault.trackingCode';

/** Keeps the code of the link just followed, replacing any earlier one. */
export function storeTrackingCode(code: string, now: number = Date.now()): void {
  if (!TRACKING_CODE_PATTERN.test(code)) return;
  try {
    globalThis.localStorage?.setItem(TRACKING_CODE_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Private mode or a full quota: the link simply gets no sign-up from this visitor.
  }
}

/** The kept code while it is under 30 days old; undefined otherwise (a stale one is removed). */
export function freshTrackingCode(now: number = Date.now()): string | undefined {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(TRACKING_CODE_KEY) ?? 'null');
    if (stored === null || typeof stored !== 'object') return undefined;
    const { code, at } = stored as { code?: unknown; at?: unknown };
    if (typeof code === 'string' && typeof at === 'number' && isTrackingCodeFresh(at, now)) return code;
    globalThis.localStorage?.removeItem(TRACKING_CODE_KEY);
  } catch {
    // Unreadable (storage disabled, a hand-edited value): no code.
  }
  return undefined;
}
