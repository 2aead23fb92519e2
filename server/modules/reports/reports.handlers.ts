import { listReportReasonsCall, reportCall } from '../../../src/contract/calls/user-reports-and-blocks.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listReportReasons, reportUser } from './reports.service.ts';

/** user/reportreason, user/report. */
export const reportHandlers = [
  handle(listReportReasonsCall, async (ctx) => ({ list: listReportReasons(ctx) })),
  handle(reportCall, async (ctx, input) => {
    await reportUser(ctx, signedInUserId(ctx), input);
    return {};
  }),
];
