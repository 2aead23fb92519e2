import { useMutation } from '@tanstack/react-query';
import type { startTwoFactorCall } from '../contract/calls/two-factor.ts';
import { callApi } from './client.ts';

/** A new authenticator secret for the member, in force once a first code confirms it. */
export function startTwoFactor() {
  return callApi<typeof startTwoFactorCall>('user/startTwoFactor', {});
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
