import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { operatorSignOutCall } from '../contract/calls/ops-sign-in.ts';
import { callApi } from './client.ts';
import { opsKeys } from './ops-keys.ts';

/** Ends the operator's session; the server removes its cookie. */
export function signOutOperator() {
  return callApi<typeof operatorSignOutCall>('ops/signOut', {});
}

/**
 * Signs the operator out and forgets every console answer, so the next operator at this browser
 * sees nothing of the last one's queues. The member's session (state/session.ts) is untouched.
 */
export function useSignOutOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOperator,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: opsKeys.root });
      queryClient.setQueryData(opsKeys.me, null);
    },
    // Whether the session ended is the server's to say: ask it again.
    onError: () => queryClient.invalidateQueries({ queryKey: opsKeys.me }),
  });
}
