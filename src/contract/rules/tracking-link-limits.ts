/**
 * The tracking link numbers without zod (docs/decisions/tracking-links.md), for the creator page
 * and the sign-up form, whose first-visit chunks must not carry the contract's schemas
 * (tracking-link-rules.ts holds those and re-exports these).
 */

/** The longest link name, in characters. */
export const TRACKING_LINK_NAME_MAX_LENGTH = 40;
/** Links one creator may keep at once. */
export const TRACKING_LINKS_MAX = 50;
/** Days after a fan's arrival through a link during which what they pay the creator is the link's. */
export const TRACKING_ATTRIBUTION_DAYS = 30;
/** The same as milliseconds, for the server's window and the app's stored code. */
export const TRACKING_ATTRIBUTION_MS = TRACKING_ATTRIBUTION_DAYS * 24 * 3600_000;
/** Random bytes of a link's code: 9 bytes are 12 base64url characters, 72 bits. */
export const TRACKING_CODE_BYTES = 9;
/** The query parameter of the creator page that carries a link's code (`/en/alice?t=CODE`). */
export const TRACKING_CODE_PARAM = 't';
/** A code as links carry it: URL-safe letters, digits, `-` and `_` (anything else is no code of ours). */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/** Whether a code stored at `storedAt` (ms) may still be sent with a sign-up at `now` (ms). */
export function isTrackingCodeFresh(storedAt: number, now: number): boolean {
  return now >= storedAt && now - storedAt < TRACKING_ATTRIBUTION_MS;
}
