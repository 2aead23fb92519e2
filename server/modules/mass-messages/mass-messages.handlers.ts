import {
  cancelMassMessageCall,
  countMassAudienceCall,
  listMassMessagesCall,
  massMessageMuteCall,
  sendMassMessageCall,
  setMassMessageMuteCall,
} from '../../../src/contract/calls/mass-messages.ts';
import { MASS_MESSAGES_PER_DAY } from '../../../src/contract/rules/mass-message-rules.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import {
  cancelMassMessage,
  countMassAudience,
  listMassMessages,
  sendMassMessage,
} from './mass-messages.service.ts';
import { isMassMessageMuted, setMassMessageMute } from './mass-mutes.service.ts';

/** user/countMassMessageAudience, sendMassMessage, getMassMessageList, cancelMassMessage; chat/getMassMessageMute, setMassMessageMute. */
export const massMessageHandlers = [
  handle(countMassAudienceCall, (ctx, input) => countMassAudience(ctx, signedInUserId(ctx), input)),
  handle(sendMassMessageCall, (ctx, input) => sendMassMessage(ctx, signedInUserId(ctx), input)),
  handle(listMassMessagesCall, async (ctx, input) =>
    pagedAnswer(input, {
      ...(await listMassMessages(ctx, signedInUserId(ctx), input)),
      max_per_day: MASS_MESSAGES_PER_DAY,
    }),
  ),
  handle(cancelMassMessageCall, (ctx, input) => cancelMassMessage(ctx, signedInUserId(ctx), input.id)),
  handle(massMessageMuteCall, async (ctx, input) => ({
    muted: await isMassMessageMuted(ctx.db, signedInUserId(ctx), input.uuid),
  })),
  handle(setMassMessageMuteCall, async (ctx, input) => ({
    muted: await setMassMessageMute(ctx.db, signedInUserId(ctx), input.uuid, input.muted),
  })),
];
