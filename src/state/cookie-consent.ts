/**
 * Cookie consent (spec §2: "a cookie banner stores consent under a flag named cookie
 * agreement"). The flag is localStorage `cookie-agreement` = '1'. localStorage, not a cookie:
 * only the app reads it (the server sets no optional cookies), and storing it does not itself
 * add a cookie to every request. UI state only.
 */
import { proxy } from 'valtio';
import { COOKIE_AGREEMENT_KEY } from '../contract/first-html.ts';

/** The localStorage key holding the consent flag; its value is '1' once accepted. */
export { COOKIE_AGREEMENT_KEY };

function readAgreement(): boolean {
  try {
    return globalThis.localStorage?.getItem(COOKIE_AGREEMENT_KEY) === '1';
  } catch {
    // Storage disabled: ask again next visit rather than assume consent.
    return false;
  }
}

export const cookieConsent = proxy<{ agreed: boolean }>({ agreed: readAgreement() });

/** Records consent and hides the banner; still hides it for this tab if storage fails. */
export function acceptCookies(): void {
  try {
    globalThis.localStorage?.setItem(COOKIE_AGREEMENT_KEY, '1');
  } catch {
    // Private mode or a full quota: the banner comes back next visit.
  }
  cookieConsent.agreed = true;
}

/** Re-reads the flag, e.g. after storage was cleared or another tab accepted. */
export function refreshCookieConsent(): void {
  cookieConsent.agreed = readAgreement();
}

// Accepting in one tab hides the banner in the others.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === COOKIE_AGREEMENT_KEY || event.key === null) refreshCookieConsent();
});
