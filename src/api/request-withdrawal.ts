import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { requestWithdrawalCall } from '../contract/calls/withdrawals.ts';
import { callApi } from './client.ts';
import { earningsKeys } from './earnings-keys.ts';
import { userInfoKeys } from './get-user-info.ts';
import { withdrawalKeys } from './get-withdrawals.ts';

/** Asks for a payout of `amount` (spec §5: at least 100, at most the balance). */
export function applyWithdraw(amount: number) {
  return callApi<typeof requestWithdrawalCall>('user/applyWithdraw', { amount });
}

/**
 * A withdrawal request. The new withdrawal and the lower balance show in the history, the
 * earnings and the user record (money): all three are asked again.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithdraw,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.root }),
        queryClient.invalidateQueries({ queryKey: earningsKeys.root }),
        queryClient.invalidateQueries({ queryKey: userInfoKeys.root }),
      ]),
  });
}
