import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  createOperatorCall,
  disableOperatorCall,
  listOperatorsCall,
  resetSecondFactorCall,
} from '../contract/calls/ops-admin.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';
import { opsKeys } from './ops-keys.ts';

export const opsOperatorKeys = { root: [...opsKeys.root, 'operators'] as const };

/** Every operator, active first (admins only). */
export function useOpsOperators() {
  return useQuery(
    queryOptions({
      queryKey: opsOperatorKeys.root,
      queryFn: ({ signal }) => callApi<typeof listOperatorsCall>('ops/operators', {}, { signal }),
    }),
  );
}

/** Each admin change asks for the list again once made. */
function useOperatorChange<I, O>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: opsOperatorKeys.root }),
  });
}

/** Makes an operator; answers their one-time password. */
export function useCreateOperator() {
  return useOperatorChange((input: CallRequest<typeof createOperatorCall>) =>
    callApi<typeof createOperatorCall>('ops/createOperator', input),
  );
}

/** Disables an operator, with the reason for the record. */
export function useDisableOperator() {
  return useOperatorChange((input: CallRequest<typeof disableOperatorCall>) =>
    callApi<typeof disableOperatorCall>('ops/disableOperator', input),
  );
}

/** Makes an operator enrol a new authenticator at their next sign-in. */
export function useResetSecondFactor() {
  return useOperatorChange((input: CallRequest<typeof resetSecondFactorCall>) =>
    callApi<typeof resetSecondFactorCall>('ops/resetSecondFactor', input),
  );
}
