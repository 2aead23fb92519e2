/**
 * The signed-in session and the visitor's preferences: UI state only (server data lives in
 * the TanStack Query cache). Persisted to localStorage; the locale is also written to a
 * `locale` cookie so the server can answer in the same language.
 */
import { proxy, subscribe } from 'valtio';
import { AUTH_STATUS, ROLE, type Role } from '../contract/enums.ts';
import { isSupportedLocale, type Locale } from '../i18n/locale-resolution.ts';

const STORAGE_KEY = 'fanvault.session';
const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export interface SessionState {
  /** Session token; null for a visitor. */
  token: string | null;
  /** Guest id sent as oauth_id on every call; generated once and kept. */
  guestId: string;
  /** null until the visitor or the path chooses one. */
  locale: Locale | null;
  username: string | null;
  aff: number | null;
  uuid: string | null;
  role: Role;
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
    username: null,
    aff: null,
    uuid: null,
    role: ROLE.visitor,
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
      username: typeof saved.username === 'string' ? saved.username : null,
      aff: typeof saved.aff === 'number' ? saved.aff : null,
      uuid: typeof saved.uuid === 'string' ? saved.uuid : null,
      role: saved.role === ROLE.member || saved.role === ROLE.creator ? saved.role : ROLE.visitor,
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
  role: Role;
}

/** Records a successful login. A login without username, aff or uuid is refused (spec §4). */
export function signIn(user: SignedInUser): boolean {
  if (!user.token || !user.username || !user.uuid || typeof user.aff !== 'number') {
    signOut();
    return false;
  }
  Object.assign(session, user);
  return true;
}

/** Back to a visitor: clears the token and identity, keeps guest id and locale. */
export function signOut(): void {
  session.token = null;
  session.username = null;
  session.aff = null;
  session.uuid = null;
  session.role = ROLE.visitor;
}

export function setRole(role: Role): void {
  session.role = role;
}

/** Spec §4: a signed-in user is a member (2), and a creator (3) once auth_status is 2. */
export function roleOfAuthStatus(authStatus: number): Role {
  return authStatus === AUTH_STATUS.creator ? ROLE.creator : ROLE.member;
}

/** What the session keeps of the user's own record (user/getUserInfo). */
export interface SessionUserInfo {
  username: string;
  aff: number;
  uuid: string;
  auth_status: number;
}

/**
 * Keeps the stored identity and role in step with the server's record, e.g. after an
 * application to become a creator is approved. Ignored for a visitor (the answer of a
 * session that has ended meanwhile).
 */
export function syncSessionWithUser(info: SessionUserInfo): void {
  if (!session.token) return;
  const role = roleOfAuthStatus(info.auth_status);
  if (session.username !== info.username) session.username = info.username;
  if (session.aff !== info.aff) session.aff = info.aff;
  if (session.uuid !== info.uuid) session.uuid = info.uuid;
  if (session.role !== role) session.role = role;
}
