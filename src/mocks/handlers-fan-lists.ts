/**
 * MSW handlers of a creator's fan lists (issue 25; docs/api.md 5.20d-1): user/getFanLists,
 * createFanList, renameFanList, deleteFanList, getFanListMembers, addFanListMember,
 * removeFanListMember, one named
 * handler per data state from the typed factories. They keep no state: the rules are the server's
 * (tests/server/fan-lists.test.ts). `fanListCallLog` records what was asked.
 *
 *   parameters: { msw: { handlers: { fanLists: fanListsHandlers.empty } } }
 */
import { delay } from 'msw';
import {
  addFanListMemberCall,
  createFanListCall,
  deleteFanListCall,
  getFanListMembersCall,
  getFanListsCall,
  removeFanListMemberCall,
  renameFanListCall,
} from '../contract/calls/fan-lists.ts';
import type { FanList } from '../contract/entities-fan-lists.ts';
import { FAN_LIST_FANS_MAX, FAN_LISTS_MAX } from '../contract/rules/fan-list-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeFanList, makeFanListMember, makeFanLists } from './factories-fan-lists.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The server's refusals the mocks give, in its words. */
export const MOCK_FAN_LIST_ERRORS = {
  nameTaken: 'You already have a list with this name.',
  notYourFan: 'Only fans who subscribed to you, bought from you or chatted with you can be added to a list.',
} as const;

/** What the handlers were asked. */
export const fanListCallLog = {
  created: [] as string[],
  renamed: [] as { id: number; name: string }[],
  deleted: [] as number[],
  added: [] as { id: number; uuid: string }[],
  removed: [] as { id: number; uuid: string }[],
};

/** Empties the log; call it at the start of a story. */
export function resetFanListCallLog(): void {
  for (const calls of Object.values(fanListCallLog)) calls.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

const listsOf = (lists: readonly FanList[]) =>
  callHandler(getFanListsCall, ({ input }) =>
    sealedReply(getFanListsCall, {
      // Without a fan named, no list says it holds one.
      list: lists.map((list) => (input.uuid === '' ? { ...list, has_fan: 0 as const } : list)),
      max: FAN_LISTS_MAX,
      max_fans: FAN_LIST_FANS_MAX,
    }),
  );

/** user/getFanLists */
export const fanListsHandlers = {
  /** Three lists: Close friends (64), Top tippers (12, the picker's fan on it), Win back (0). */
  several: listsOf(makeFanLists()),
  empty: listsOf([]),
  /** 50 lists, the most a creator keeps. */
  full: listsOf(
    Array.from({ length: FAN_LISTS_MAX }, (_, index) =>
      makeFanList({ id: index + 1, name: `List ${index + 1}` }),
    ),
  ),
  loading: callHandler(getFanListsCall, never),
  error: callHandler(getFanListsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** A list of `total` fans, answered a page at a time as the server pages (latest added first). */
const membersOf = (total: number) =>
  callHandler(getFanListMembersCall, ({ input }) => {
    const from = (input.page - 1) * input.limit;
    const list = Array.from({ length: Math.max(0, Math.min(input.limit, total - from)) }, (_, at) =>
      makeFanListMember(from + at),
    );
    return sealedReply(getFanListMembersCall, { list, page: input.page, limit: input.limit });
  });

/** user/getFanListMembers */
export const fanListMembersHandlers = {
  /** 12 fans: a first page of 10, then 2. */
  several: membersOf(12),
  empty: membersOf(0),
  error: callHandler(getFanListMembersCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/createFanList */
export const createFanListHandlers = {
  created: callHandler(createFanListCall, ({ input }) => {
    fanListCallLog.created.push(input.name);
    return sealedReply(createFanListCall, makeFanList({ id: 9, name: input.name, count: 0 }));
  }),
  nameTaken: callHandler(createFanListCall, () => sealedError(MOCK_FAN_LIST_ERRORS.nameTaken)),
};

/** user/renameFanList */
export const renameFanListHandlers = {
  renamed: callHandler(renameFanListCall, ({ input }) => {
    fanListCallLog.renamed.push(input);
    return sealedReply(renameFanListCall, makeFanList({ id: input.id, name: input.name }));
  }),
  nameTaken: callHandler(renameFanListCall, () => sealedError(MOCK_FAN_LIST_ERRORS.nameTaken)),
};

/** user/deleteFanList */
export const deleteFanListHandlers = {
  deleted: callHandler(deleteFanListCall, ({ input }) => {
    fanListCallLog.deleted.push(input.id);
    return sealedReply(deleteFanListCall, {});
  }),
};

/** user/addFanListMember, user/removeFanListMember */
export const fanListMemberHandlers = {
  added: callHandler(addFanListMemberCall, ({ input }) => {
    fanListCallLog.added.push(input);
    const list = makeFanLists().find((each) => each.id === input.id) ?? makeFanList({ id: input.id });
    return sealedReply(addFanListMemberCall, { ...list, count: list.count + 1, has_fan: 1 });
  }),
  notYourFan: callHandler(addFanListMemberCall, () => sealedError(MOCK_FAN_LIST_ERRORS.notYourFan)),
  removed: callHandler(removeFanListMemberCall, ({ input }) => {
    fanListCallLog.removed.push(input);
    const list = makeFanLists().find((each) => each.id === input.id) ?? makeFanList({ id: input.id });
    return sealedReply(removeFanListMemberCall, { ...list, count: Math.max(0, list.count - 1), has_fan: 0 });
  }),
};

/** Every fan list call as a creator with three lists sees it. */
export const fanListHandlers = {
  fanLists: fanListsHandlers.several,
  createFanList: createFanListHandlers.created,
  renameFanList: renameFanListHandlers.renamed,
  deleteFanList: deleteFanListHandlers.deleted,
  addFanListMember: fanListMemberHandlers.added,
  removeFanListMember: fanListMemberHandlers.removed,
  fanListMembers: fanListMembersHandlers.several,
};
