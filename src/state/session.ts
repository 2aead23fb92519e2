/**
 * The session's client state: the token, the guest id and the chosen locale. Who the user is
 * (username, role) is server data, read from the user-info query (src/api/use-viewer.ts).
 * Persisted to localStorage; the locale is also written to a `locale` cookie so the server can
 * answer in the same language.
 */
import { proxy, subscribe } from 'valtio';
import { SESSION_STORAGE_KEY } from '../contract/first-html.ts';
import { isSupportedLocale, type Locale } from '../i18n/locale-resolution.ts';

const STORAGE_KEY = SESSION_STORAGE_KEY;
const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export interface SessionState {
  /** Session token; null for a visitor. */
  token: string | null;
  /** Guest id sent as oauth_id on every call; generated once and kept. */
  guestId: string;
  /** null until the visitor or the path chooses one. */
  locale: Locale | null;
}

function newGuestId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
  );
}

function readCookieLocale(): Locale | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(/(?:^|;\s*)locale=([^;]+)/);
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return value && isSupportedLocale(value) ? value : null;
}

function load(): SessionState {
  const fresh: SessionState = {
    token: null,
    guestId: newGuestId(),
    locale: readCookieLocale(),
  };
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return fresh;
    const saved = JSON.parse(raw) as Partial<SessionState>;
    return {
      token: typeof saved.token === 'string' ? saved.token : null,
      guestId: typeof saved.guestId === 'string' && saved.guestId ? saved.guestId : fresh.guestId,
      locale:
        typeof saved.locale === 'string' && isSupportedLocale(saved.locale) ? saved.locale : fresh.locale,
    };
  } catch {
    return fresh;
  }
}

export const session = proxy<SessionState>(load());

function persist(): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session still works for this tab.
  }
}
persist();
subscribe(session, persist);

/** Stores the locale in the session and in the `locale` cookie (path /, one year). */
export function setLocale(locale: Locale): void {
  session.locale = locale;
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }
}

export interface SignedInUser {
  token: string;
  username: string;
  aff: number;
  uuid: string;
}

/**
 * Records a successful login: keeps its token. A login without username, aff or uuid is
 * refused (spec §4); who the user is then comes from the user-info query.
 */
export function signIn(user: SignedInUser): boolean {
  if (!user.token || !user.username || !user.uuid || typeof user.aff !== 'number') {
    signOut();
    return false;
  }
  session.token = user.token;
  return true;
}

/** Back to a visitor: clears the token, keeps guest id and locale. */
export function signOut(): void {
  session.token = null;
}
