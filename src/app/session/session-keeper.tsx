import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { TokenExpiredError } from '../../api/errors.ts';
import { userInfoKeys, useUserInfo } from '../../api/get-user-info.ts';
import { useRetryFailedOnLocaleChange } from '../../api/localized-query.ts';
import { useLogOut } from '../../api/log-out.ts';
import { useTermsUpdatePrompt } from '../../features/terms-update/use-terms-update-prompt.tsx';
import { session } from '../../state/session.ts';
import { useSessionExpiredAlert } from './use-session-expired-alert.ts';

export interface SessionKeeperProps {
  /**
   * Whether the user was signed in before the keeper mounted. The root shell mounts a visitor's
   * keeper late (after the page has loaded, or at a login): a token it finds on mounting is then
   * a login, whose visitor-time cache it refreshes. @default true
   */
  signedInBefore?: boolean;
}

/**
 * Keeps the app's session true to the server (spec §4, §7), mounted once in the root shell:
 * - with a token, fetches the user's record at start-up (useViewer reads the role from it);
 * - a start-up fetch that fails logs out (an expired token gets the token-expired alert);
 * - after a login, refetches what was cached for the visitor (likes, locked posts);
 * - shows the token-expired alert once, whose confirm logs out;
 * - after a language switch, asks every failed query again (its refusal is translated);
 * - asks a member to accept terms of service newer than those they accepted.
 */
export function SessionKeeper({ signedInBefore = true }: SessionKeeperProps = {}) {
  const { token } = useSnapshot(session);
  const queryClient = useQueryClient();
  const logOut = useLogOut();
  const userInfo = useUserInfo();
  useSessionExpiredAlert();
  useRetryFailedOnLocaleChange();
  useTermsUpdatePrompt(() => void logOut());

  // Only the start-up fetch logs out: once the record has loaded, a later network blip does not.
  const startupFailed = Boolean(token) && userInfo.isError && !userInfo.data;
  const startupError = userInfo.error;
  useEffect(() => {
    if (startupFailed && !(startupError instanceof TokenExpiredError)) void logOut();
  }, [startupFailed, startupError, logOut]);

  const previousToken = useRef(signedInBefore ? token : null);
  useEffect(() => {
    const signedIn = !previousToken.current && token;
    previousToken.current = token;
    if (signedIn) {
      const visitorCache = { predicate: (query: Query) => query.queryKey[0] !== userInfoKeys.root[0] };
      // A first load still in flight was asked as the visitor, and invalidating would join it
      // (TanStack Query cancels an in-flight fetch for a refetch only once it has data): cancel
      // it first, so the refetch asks as the user.
      void queryClient.cancelQueries(visitorCache).then(() => queryClient.invalidateQueries(visitorCache));
    }
  }, [token, queryClient]);

  return null;
}
