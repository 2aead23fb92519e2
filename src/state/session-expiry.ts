/**
 * The token-expired alert of spec §4 and §8: status 422 from any call means the session is
 * over. The transport reports every 422 here; the alert is raised once per session however
 * many calls fail together, and its confirm logs out. UI state only.
 */
import { proxy } from 'valtio';
import { session } from './session.ts';

export const sessionExpiry = proxy<{ alert: boolean }>({ alert: false });

/** The session whose end is already in hand: its further 422s change nothing. */
let handledToken: string | null = null;

/**
 * Called by the API client for every 422, with the token the failed call carried. A call
 * made by a session that has since ended (logged out, or replaced by a new login) is ignored.
 */
export function reportSessionExpired(sentToken: string | null | undefined): void {
  if (!sentToken || sentToken !== session.token || handledToken === sentToken) return;
  handledToken = sentToken;
  sessionExpiry.alert = true;
}

/**
 * Marks the current session as ending on purpose (logout, a deleted account): a 422 from its
 * last calls is expected and must not raise the alert.
 */
export function markSessionEnding(): void {
  handledToken = session.token;
}

/** Closes the alert and forgets the handled session (between stories and tests). */
export function resetSessionExpiry(): void {
  handledToken = null;
  sessionExpiry.alert = false;
}
