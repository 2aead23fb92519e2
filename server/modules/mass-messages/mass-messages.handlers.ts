import {
  cancelMassMessageCall,
  countMassAudienceCall,
  listMassMessagesCall,
  massMessageMuteCall,
  sendMassMessageCall,
  setMassMessageMuteCall,
} from '../../../src/contract/calls/mass-messages.ts';
import {
  addFanListMemberCall,
  createFanListCall,
  deleteFanListCall,
  getFanListMembersCall,
  getFanListsCall,
  removeFanListMemberCall,
  renameFanListCall,
} from '../../../src/contract/calls/fan-lists.ts';
import { FAN_LIST_FANS_MAX, FAN_LISTS_MAX } from '../../../src/contract/rules/fan-list-rules.ts';
import { MASS_MESSAGES_PER_DAY } from '../../../src/contract/rules/mass-message-rules.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import {
  cancelMassMessage,
  countMassAudience,
  listMassMessages,
  sendMassMessage,
} from './mass-messages.service.ts';
import {
  addFanListMember,
  createFanList,
  deleteFanList,
  listFanListMembers,
  listFanLists,
  removeFanListMember,
  renameFanList,
} from './fan-lists.service.ts';
import { isMassMessageMuted, setMassMessageMute } from './mass-mutes.service.ts';

/**
 * user/countMassMessageAudience, sendMassMessage, getMassMessageList, cancelMassMessage; chat/getMassMessageMute,
 * setMassMessageMute; the fan lists: user/createFanList, renameFanList, deleteFanList, getFanLists,
 * addFanListMember, removeFanListMember, getFanListMembers.
 */
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
  handle(createFanListCall, (ctx, input) => createFanList(ctx, signedInUserId(ctx), input.name)),
  handle(renameFanListCall, (ctx, input) => renameFanList(ctx, signedInUserId(ctx), input.id, input.name)),
  handle(deleteFanListCall, async (ctx, input) => {
    await deleteFanList(ctx, signedInUserId(ctx), input.id);
    return {};
  }),
  handle(getFanListsCall, async (ctx, input) => ({
    list: await listFanLists(ctx, signedInUserId(ctx), input.uuid),
    max: FAN_LISTS_MAX,
    max_fans: FAN_LIST_FANS_MAX,
  })),
  handle(addFanListMemberCall, (ctx, input) =>
    addFanListMember(ctx, signedInUserId(ctx), input.id, input.uuid),
  ),
  handle(removeFanListMemberCall, (ctx, input) =>
    removeFanListMember(ctx, signedInUserId(ctx), input.id, input.uuid),
  ),
  handle(getFanListMembersCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listFanListMembers(ctx, signedInUserId(ctx), input.id, input) }),
  ),
];
