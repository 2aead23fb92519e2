import { useMutation } from '@tanstack/react-query';
import type { sendEmailCodeCall } from '../contract/calls/account-send-email-code.ts';
import { EMAIL_CODE_TYPE } from '../contract/enums.ts';
import { callApi } from './client.ts';

export type EmailCodeType = (typeof EMAIL_CODE_TYPE)[keyof typeof EMAIL_CODE_TYPE];

export interface SendEmailCodeInput {
  email: string;
  /** 5 to sign in (default), 4 to confirm a new email of the signed-in user. */
  type?: EmailCodeType;
}

/** Mails a 6-character code; answers the seconds until another may be sent (`resend_after`). */
export function sendEmailCode({ email, type = EMAIL_CODE_TYPE.login }: SendEmailCodeInput) {
  return callApi<typeof sendEmailCodeCall>('account/sendEmailCode', { email, type });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
