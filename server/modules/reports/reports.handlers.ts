import { listReportReasonsCall, reportCall } from '../../../src/contract/calls/user-reports-and-blocks.ts';
import { myReportsCall } from '../../../src/contract/calls/user-my-reports.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listMyReports } from './my-reports.service.ts';
import { listReportReasons, reportUser } from './reports.service.ts';

/** user/reportreason, user/report, user/myReports. */
export const reportHandlers = [
  handle(listReportReasonsCall, async (ctx) => ({ list: listReportReasons(ctx) })),
  handle(reportCall, async (ctx, input) => {
    await reportUser(ctx, signedInUserId(ctx), input);
    return {};
  }),
  handle(myReportsCall, async (ctx, input) =>
    pagedAnswer(input, await listMyReports(ctx, signedInUserId(ctx), input)),
  ),
];
