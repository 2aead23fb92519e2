import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { confirmTwoFactorCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';
import { twoFactorQueryOptions } from './get-two-factor.ts';

/** Confirms the enrolment with a first code; answers the ten recovery codes, shown once. */
export function confirmTwoFactor(code: string) {
  return callApi<typeof confirmTwoFactorCall>('user/confirmTwoFactor', { code });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions().queryKey }),
  });
}
