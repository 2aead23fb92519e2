import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { decideWithdrawalCall } from '../contract/calls/ops-withdrawals.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsWithdrawalKeys } from './ops-withdrawals.ts';

export type WithdrawalDecisionInput = CallRequest<typeof decideWithdrawalCall>;

/** Approves, marks paid out (with the payout's reference) or fails (with the reason) a withdrawal. */
export function decideWithdrawal(input: WithdrawalDecisionInput) {
  return callApi<typeof decideWithdrawalCall>('ops/decideWithdrawal', input);
}

/** The decision; every tab and the opened withdrawal are asked again once it is made. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: () => client.invalidateQueries({ queryKey: opsWithdrawalKeys.root }),
  });
}
