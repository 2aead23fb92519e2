import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../contract/call.ts';
import type { validationEmailCall } from '../contract/calls/account-validation-email.ts';
import type { UserInfo } from '../contract/entities-account.ts';
import { callApi } from './client.ts';
import { userInfoKeys } from './get-user-info.ts';

/** Confirms an email of the signed-in user with its type 4 code: it becomes their verified email. */
export function validateEmail(input: CallRequest<typeof validationEmailCall>) {
  return callApi<typeof validationEmailCall>('account/validationEmail', input);
}

export function useValidateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateEmail,
    onSuccess: ({ email, email_validation }) =>
      queryClient.setQueryData<UserInfo>(userInfoKeys.root, (info) =>
        info ? { ...info, email, email_validation } : info,
      ),
  });
}
