import {
  opsLiftSuspensionCall,
  opsMemberCall,
  opsMemberRecordsCall,
  opsMembersCall,
  opsRefundOrderCall,
  opsSuspendMemberCall,
} from '../../../../src/contract/calls/ops-members.ts';
import { pagedAnswer } from '../../../core/paging.ts';
import { handle } from '../../../http/call-context.ts';
import type { PaymentProvider } from '../../payments/providers/provider.ts';
import { liftFromConsole, refundFromConsole, suspendFromConsole } from './member-actions.service.ts';
import { memberRecords } from './member-records.service.ts';
import { openMember, searchMembers } from './members.service.ts';

/** The members page's calls (the envelope checked the role); refunds use the process's provider. */
export const opsMemberHandlersOf = (provider: PaymentProvider) => [
  handle(opsMembersCall, async (ctx, input) => pagedAnswer(input, await searchMembers(ctx, input))),
  handle(opsMemberCall, (ctx, input) => openMember(ctx, input.id)),
  handle(opsMemberRecordsCall, async (ctx, input) => pagedAnswer(input, await memberRecords(ctx, input))),
  handle(opsSuspendMemberCall, (ctx, input) => suspendFromConsole(ctx, input)),
  handle(opsLiftSuspensionCall, (ctx, input) => liftFromConsole(ctx, input)),
  handle(opsRefundOrderCall, (ctx, input) => refundFromConsole(ctx, provider, input)),
];
