/**
 * MSW handlers of reports and blocks (user/reportreason, user/report, user/blockUserEvent), one
 * named handler per state. `moderationCallLog` records what was sent.
 *
 *   parameters: { msw: { handlers: { ...moderationHandlers, block: blockHandlers.error } } }
 */
import { delay } from 'msw';
import {
  blockUserEventCall,
  listReportReasonsCall,
  reportCall,
} from '../contract/calls/user-reports-and-blocks.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_REPORT_REASONS } from './factories-discovery.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

export const moderationCallLog = {
  reports: [] as { uuid: string; type: number; reason: string; article_id?: number }[],
  blocks: [] as { aff_blocked: number; action_type: number }[],
};

export function resetModerationCallLog(): void {
  moderationCallLog.reports.length = 0;
  moderationCallLog.blocks.length = 0;
}

/** user/reportreason */
export const reportReasonHandlers = {
  default: callHandler(listReportReasonsCall, () =>
    sealedReply(listReportReasonsCall, { list: [...MOCK_REPORT_REASONS] }),
  ),
  loading: callHandler(listReportReasonsCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(listReportReasonsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/report */
export const reportHandlers = {
  /** Stored after 300 ms, so the dialog shows it is sending. */
  default: callHandler(reportCall, async ({ input }) => {
    moderationCallLog.reports.push(input);
    await delay(300);
    return sealedReply(reportCall, {});
  }),
  error: callHandler(reportCall, ({ input }) => {
    moderationCallLog.reports.push(input);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** user/blockUserEvent */
export const blockHandlers = {
  default: callHandler(blockUserEventCall, ({ input }) => {
    moderationCallLog.blocks.push(input);
    return sealedReply(blockUserEventCall, { is_block: input.action_type === 1 ? 1 : 0 });
  }),
  error: callHandler(blockUserEventCall, async ({ input }) => {
    moderationCallLog.blocks.push(input);
    await delay(100);
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** The moderation calls, answering, by key. */
export const moderationHandlers = {
  reportReasons: reportReasonHandlers.default,
  report: reportHandlers.default,
  block: blockHandlers.default,
};
