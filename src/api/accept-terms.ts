import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { acceptTermsCall } from '../contract/calls/user-accept-terms.ts';
import { callApi } from './client.ts';
import { userInfoKeys } from './get-user-info.ts';

/** Accepts the terms of service of `version` (the version in force, as shown). */
export function acceptTerms(version: string) {
  return callApi<typeof acceptTermsCall>('user/acceptTerms', { version });
}

/** Accepts the terms; the user's record then says so (its `terms_version`). */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKeys.root }),
  });
}
