import { queryOptions, useQuery } from '@tanstack/react-query';
import type { isUseEmailCall } from '../contract/calls/account-is-use-email.ts';
import { accountKeys } from './account-keys.ts';
import { callApi } from './client.ts';

export const emailUsedKeys = {
  root: [...accountKeys.root, 'email-used'] as const,
  email: (email: string) => [...emailUsedKeys.root, email.trim().toLowerCase()] as const,
};

/** Whether an account already uses `email` (account/isUseEmail). */
export async function fetchIsEmailUsed(email: string, signal?: AbortSignal): Promise<boolean> {
  const { used } = await callApi<typeof isUseEmailCall>('account/isUseEmail', { email }, { signal });
  return used;
}

/**
 * Cached per address for a minute: the sign-up form's debounced check and its submit ask
 * about the same address, and only the first goes to the server.
 */
export function isEmailUsedQueryOptions(email: string) {
  return queryOptions({
    queryKey: emailUsedKeys.email(email),
    queryFn: ({ signal }) => fetchIsEmailUsed(email, signal),
    staleTime: 60_000,
  });
}

/** The availability of `email`; asks only while `enabled` (a well-formed address). */
export function useIsEmailUsed(email: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...isEmailUsedQueryOptions(email), enabled });
}
