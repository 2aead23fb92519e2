/**
 * MSW handlers of a creator's mass messages (issue 25; docs/decisions/mass-messages.md):
 * user/countMassMessageAudience, sendMassMessage, getMassMessageList, cancelMassMessage, one named
 * handler per data state from the typed factories. They keep no state: the rules are the server's
 * (tests/server/mass-messages*.test.ts). `massMessageCallLog` records what was asked.
 *
 *   parameters: { msw: { handlers: { massMessages: massMessageListHandlers.empty } } }
 */
import { delay } from 'msw';
import {
  cancelMassMessageCall,
  countMassAudienceCall,
  listMassMessagesCall,
  sendMassMessageCall,
  type MassAudienceRequest,
} from '../contract/calls/mass-messages.ts';
import type { CallRequest } from '../contract/call.ts';
import type { MassMessage } from '../contract/entities-mass-messages.ts';
import { MASS_MESSAGES_PER_DAY } from '../contract/rules/mass-message-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeMassMessage, makeMassMessages, MOCK_MASS_NOW_TS } from './factories-mass-messages.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';
import { fanListHandlers } from './handlers-fan-lists.ts';
import { planListHandlers } from './handlers-plans.ts';
import { uploadImageHandlers } from './handlers-publish.ts';

/** The server's refusals the mocks give, in its words. */
export const MOCK_MASS_ERRORS = {
  dailyLimit: 'You can send at most 10 mass messages in 24 hours. Try again later.',
  nobody: 'No fan is in this audience yet.',
} as const;

/** The counts the mocks give per audience: all subscribers, a plan (by id), expired, spent, a fan list. */
export const MOCK_AUDIENCE_COUNTS = {
  subscribers: 1240,
  plan: 310,
  expired: 42,
  spent: 87,
  list: 64,
} as const;

/** What the handlers were asked: audiences counted, messages sent, ids cancelled. */
export const massMessageCallLog = {
  counted: [] as Required<MassAudienceRequest>[],
  sent: [] as CallRequest<typeof sendMassMessageCall>[],
  cancelled: [] as number[],
};

/** Empties the log; call it at the start of a story. */
export function resetMassMessageCallLog(): void {
  massMessageCallLog.counted.length = 0;
  massMessageCallLog.sent.length = 0;
  massMessageCallLog.cancelled.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

function listOf(messages: readonly MassMessage[], remaining = MASS_MESSAGES_PER_DAY - 2) {
  const pages = fixedPages(messages);
  return callHandler(listMassMessagesCall, ({ input }) =>
    sealedReply(listMassMessagesCall, {
      ...pageAnswer(pages, input),
      remaining_today: remaining,
      max_per_day: MASS_MESSAGES_PER_DAY,
    }),
  );
}

/** user/getMassMessageList */
export const massMessageListHandlers = {
  /** Four: scheduled, going out (paid), sent, cancelled; 8 of 10 left today. */
  several: listOf(makeMassMessages()),
  empty: listOf([], MASS_MESSAGES_PER_DAY),
  /** The day's 10 made: none left. */
  limitReached: listOf(makeMassMessages(), 0),
  loading: callHandler(listMassMessagesCall, never),
  error: callHandler(listMassMessagesCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/countMassMessageAudience */
export const massAudienceCountHandlers = {
  /** Each audience its count (MOCK_AUDIENCE_COUNTS). */
  loaded: callHandler(countMassAudienceCall, ({ input }) => {
    massMessageCallLog.counted.push(input);
    return sealedReply(countMassAudienceCall, { count: MOCK_AUDIENCE_COUNTS[input.audience] });
  }),
  /** Nobody in any audience yet. */
  nobody: callHandler(countMassAudienceCall, () => sealedReply(countMassAudienceCall, { count: 0 })),
  loading: callHandler(countMassAudienceCall, never),
  error: callHandler(countMassAudienceCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/sendMassMessage */
export const sendMassMessageHandlers = {
  /** Sent (or scheduled, when a time is asked): answers the new mass message. */
  sent: callHandler(sendMassMessageCall, ({ input }) => {
    massMessageCallLog.sent.push(input);
    const scheduled = (input.send_ts ?? 0) > MOCK_MASS_NOW_TS;
    return sealedReply(
      sendMassMessageCall,
      makeMassMessage({
        id: 99,
        text: input.text,
        audience: input.audience,
        list_id: input.list_id ?? 0,
        price: input.price ?? 0,
        video: input.video ? { status: 'processing', poster_blur: '', duration: 0 } : null,
        status: scheduled ? 'scheduled' : 'sending',
        recipients: 0,
        delivered: 0,
      }),
    );
  }),
  dailyLimit: callHandler(sendMassMessageCall, () => sealedError(MOCK_MASS_ERRORS.dailyLimit)),
  loading: callHandler(sendMassMessageCall, never),
};

/** user/cancelMassMessage */
export const cancelMassMessageHandlers = {
  cancelled: callHandler(cancelMassMessageCall, ({ input }) => {
    massMessageCallLog.cancelled.push(input.id);
    return sealedReply(cancelMassMessageCall, makeMassMessage({ id: input.id, status: 'cancelled' }));
  }),
};

/** Every call of the composer screen as a creator with four mass messages and three plans sees it. */
export const massMessageHandlers = {
  massMessages: massMessageListHandlers.several,
  massAudienceCount: massAudienceCountHandlers.loaded,
  sendMassMessage: sendMassMessageHandlers.sent,
  cancelMassMessage: cancelMassMessageHandlers.cancelled,
  plans: planListHandlers.default,
  upload: uploadImageHandlers.default,
  ...fanListHandlers,
};
