import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSecondFactorChallenge } from '../../contract/sign-in-outcome.ts';
import type { SignInOutcome } from '../../contract/two-factor.ts';
import { completeLogin } from '../../state/auth-dialog.ts';

/**
 * Stores a successful login (completeLogin, which moves a login asking for the second factor to
 * its step) and refreshes every cached answer, since what the
 * server sends depends on who asks (likes, unlocked posts, subscriptions).
 */
export function useFinishLogin(): (result: SignInOutcome, options?: { signedUp?: boolean }) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (result, options) => {
      const accepted = completeLogin(result, options);
      // A second-factor step is not signed in yet: nothing the server answers has changed.
      if (accepted && !isSecondFactorChallenge(result)) void queryClient.invalidateQueries();
      return accepted;
    },
    [queryClient],
  );
}
