import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { renewRecoveryCodesCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';
import { twoFactorQueryOptions } from './get-two-factor.ts';

/** Ten new recovery codes for a current code; the old ones stop working. */
export function renewRecoveryCodes(code: string) {
  return callApi<typeof renewRecoveryCodesCall>('user/renewRecoveryCodes', { code });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
