import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { logoutCall } from '../contract/calls/account-logout.ts';
import { logoutDestination } from '../state/logout-destination.ts';
import { browserAddress, pageReload } from '../state/page-reload.ts';
import { markSessionEnding } from '../state/session-expiry.ts';
import { session, signOut } from '../state/session.ts';
import { callApi } from './client.ts';
import { endThisBrowsersPush } from './end-browser-push.ts';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long logout waits for the server to revoke the token. The visitor is signed out here
 * whatever happens; a server that does not answer must not hold the button for the full 20 s.
 */
export const LOGOUT_CALL_TIMEOUT_MS = 3000;

/** Revokes the session token on the server. */
export function revokeSession(signal?: AbortSignal) {
  return callApi<typeof logoutCall>('account/logout', {}, { signal });
}

export interface LogOutOptions {
  /**
   * Ask the server to revoke the token first. Off when the session is already over on the
   * server (a deleted account, an expired token). @default true
   */
  revoke?: boolean;
  /** Where to reload; by default the spec §4 rule for the current address. */
  destination?: string;
}

/**
 * Logout (spec §4): end this browser's web push, revoke the token (failures of both are ignored),
 * reset to a visitor, drop every cached answer of the old session, then reload the page.
 */
export async function logOut(queryClient: QueryClient, options: LogOutOptions = {}): Promise<void> {
  const { revoke = true, destination } = options;
  const startedAt = browserAddress();
  markSessionEnding();
  if (revoke && session.token) {
    // Before the token goes: the server forgets this browser's push only for its own member.
    await Promise.race([endThisBrowsersPush(), delay(LOGOUT_CALL_TIMEOUT_MS)]);
    await revokeSession(AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS)).catch(() => undefined);
  } else {
    // A session already over on the server: the browser's side still ends, and the server drops
    // the subscription at the push service's first 410.
    await Promise.race([
      endThisBrowsersPush(undefined, async () => undefined),
      delay(LOGOUT_CALL_TIMEOUT_MS),
    ]);
  }
  signOut();
  queryClient.clear();
  // A person who moved on while the token was being revoked reloads where they are now: the
  // address of the click would pull them back.
  const now = browserAddress();
  pageReload.to(now !== startedAt ? logoutDestination(now) : (destination ?? logoutDestination(now)));
}

/** `logOut` bound to the app's query client and the router's current address. */
export function useLogOut(): (options?: LogOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const [pathname] = useLocation();
  const search = useSearch();
  return useCallback(
    (options?: LogOutOptions) =>
      logOut(queryClient, {
        ...options,
        // The hash is the browser's alone (the router does not track it).
        destination:
          options?.destination ??
          logoutDestination(`${pathname}${search ? `?${search}` : ''}${window.location.hash}`),
      }),
    [queryClient, pathname, search],
  );
}
