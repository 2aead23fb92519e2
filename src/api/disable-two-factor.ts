import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { disableTwoFactorCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';
import { twoFactorQueryOptions } from './get-two-factor.ts';

/** Turns the member's second factor off with a current code. */
export function disableTwoFactor(code: string) {
  return callApi<typeof disableTwoFactorCall>('user/disableTwoFactor', { code });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
