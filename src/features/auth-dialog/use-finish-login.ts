import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginResult } from '../../contract/entities-account.ts';
import { completeLogin } from '../../state/auth-dialog.ts';

/**
 * Stores a successful login (completeLogin) and refreshes every cached answer, since what the
 * server sends depends on who asks (likes, unlocked posts, subscriptions).
 */
export function useFinishLogin(): (result: LoginResult, options?: { signedUp?: boolean }) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (result, options) => {
      const accepted = completeLogin(result, options);
      if (accepted) void queryClient.invalidateQueries();
      return accepted;
    },
    [queryClient],
  );
}
