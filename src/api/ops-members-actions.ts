import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type {
  opsLiftSuspensionCall,
  opsRefundOrderCall,
  opsSuspendMemberCall,
} from '../contract/calls/ops-members.ts';
import { callApi } from './client.ts';
import { opsMemberKeys } from './ops-members.ts';

/** What an operator does on the members page; the members' lists and pages are asked again after. */
function useMemberAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: opsMemberKeys.root }),
  });
}

export const suspendMember = (input: CallRequest<typeof opsSuspendMemberCall>) =>
  callApi<typeof opsSuspendMemberCall>('ops/suspendMember', input);

export const liftSuspension = (input: CallRequest<typeof opsLiftSuspensionCall>) =>
  callApi<typeof opsLiftSuspensionCall>('ops/liftSuspension', input);

/** Asks the provider to refund; the order turns refunded when the provider's event is applied. */
export const refundOrder = (input: CallRequest<typeof opsRefundOrderCall>) =>
  callApi<typeof opsRefundOrderCall>('ops/refundOrder', input);

export const useSuspendMember = () => useMemberAction(suspendMember);
export const useLiftSuspension = () => useMemberAction(liftSuspension);
export const useRefundOrder = () => useMemberAction(refundOrder);
