import {
  decideReportsCall,
  opsReportGroupCall,
  opsReportsCall,
} from '../../../../src/contract/calls/ops-reports.ts';
import { pagedAnswer } from '../../../core/paging.ts';
import { handle } from '../../../http/call-context.ts';
import { decideReports } from './report-decision.service.ts';
import { getReportGroup, listReportGroups } from './reports-queue.service.ts';

/** ops/reports, ops/reportGroup and ops/decideReports (the envelope checked the operator's role). */
export const opsReportHandlers = [
  handle(opsReportsCall, async (ctx, input) => pagedAnswer(input, await listReportGroups(ctx, input))),
  handle(opsReportGroupCall, (ctx, input) => getReportGroup(ctx, input.target)),
  handle(decideReportsCall, (ctx, input) => decideReports(ctx, input)),
];
