import { useMutation } from '@tanstack/react-query';
import type { reportCall } from '../contract/calls/user-reports-and-blocks.ts';
import type { CallRequest } from '../contract/call.ts';
import { callApi } from './client.ts';

export type ReportRequest = CallRequest<typeof reportCall>;

/** Reports a user (and the post, when reported from one): a reason's index and a description. */
export function reportUser(report: ReportRequest) {
  return callApi<typeof reportCall>('user/report', report);
}

/** The report dialog's Send (spec §5: a reason from the list, a description required). */
export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
