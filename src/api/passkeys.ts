/**
 * The member's passkeys (issue 26; docs/api.md, user/listPasskeys...): the list, the options of
 * adding one and of a passkey step-up, adding and removing one, and the passkey sign-ins. A
 * change asks the list again (and the second factor's status, which a passkey is part of).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type {
  addPasskeyCall,
  listPasskeysCall,
  loginByPasskeyCall,
  removePasskeyCall,
  startPasskeyRegistrationCall,
  startPasskeySignInCall,
  startPasskeyStepUpCall,
} from '../contract/calls/passkeys.ts';
import { callApi } from './client.ts';
import { twoFactorKeys } from './two-factor-keys.ts';

/** Query keys of the member's passkeys. */
export const passkeyKeys = {
  root: ['passkeys'] as const,
};

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: passkeyKeys.root,
    queryFn: ({ signal }) => callApi<typeof listPasskeysCall>('user/listPasskeys', {}, { signal }),
  });
}

/** `user/listPasskeys`: the member's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** `user/startPasskeyRegistration`: options for the browser to create a passkey. */
export function startPasskeyRegistration() {
  return callApi<typeof startPasskeyRegistrationCall>('user/startPasskeyRegistration', {});
}

/** `user/startPasskeyStepUp`: options to confirm a change with one of the member's passkeys. */
export function startPasskeyStepUp() {
  return callApi<typeof startPasskeyStepUpCall>('user/startPasskeyStepUp', {});
}

/** `account/startPasskeySignIn`: options to sign in (password-free, or a challenge's second step). */
export function startPasskeySignIn(input: CallRequest<typeof startPasskeySignInCall>) {
  return callApi<typeof startPasskeySignInCall>('account/startPasskeySignIn', input);
}

/** `account/loginByPasskey`: a password-free sign-in. */
export function loginByPasskey(input: CallRequest<typeof loginByPasskeyCall>) {
  return callApi<typeof loginByPasskeyCall>('account/loginByPasskey', input);
}

/** The list and the second factor's status (`passkey`) are asked again after a change. */
function refreshAfterChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: passkeyKeys.root }),
    queryClient.invalidateQueries({ queryKey: twoFactorKeys.root }),
  ]);
}

/** Adds a passkey; the list and the second factor's status are asked again. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof addPasskeyCall>) =>
      callApi<typeof addPasskeyCall>('user/addPasskey', input),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

/** Removes a passkey; the list and the second factor's status are asked again. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallRequest<typeof removePasskeyCall>) =>
      callApi<typeof removePasskeyCall>('user/removePasskey', input),
    onSettled: () => refreshAfterChange(queryClient),
  });
}
