import {
  decideApplicationCall,
  getApplicationCall,
  listApplicationsCall,
} from '../../../../src/contract/calls/ops-applications.ts';
import { pagedAnswer } from '../../../core/paging.ts';
import { handle } from '../../../http/call-context.ts';
import { decideApplication } from './application-decision.service.ts';
import { applicationWithDocuments, listApplications } from './applications-queue.service.ts';

/** ops/applications, ops/application and ops/decideApplication (the envelope checked the role). */
export const opsApplicationHandlers = [
  handle(listApplicationsCall, async (ctx, input) => pagedAnswer(input, await listApplications(ctx, input))),
  handle(getApplicationCall, (ctx, input) => applicationWithDocuments(ctx, input.id)),
  handle(decideApplicationCall, (ctx, input) => decideApplication(ctx, input)),
];
