/**
 * A creator's fan lists (issue 25; docs/decisions/fan-lists.md): named lists of fans the creator
 * keeps by hand, each a mass message audience (`audience` `list`). Creators only; at most 50 lists,
 * 10,000 fans each; a fan may be added who subscribes or subscribed to the creator, paid them, or
 * has a conversation with them.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { fanListMemberSchema, fanListSchema } from '../entities-fan-lists.ts';
import { databaseId } from '../ids.ts';
import { fanListNameSchema } from '../rules/fan-list-rules.ts';
import { text } from '../strings.ts';

const fanUuid = text().check(z.maxLength(64));

/** Makes a list named `name` (unique among the creator's lists whatever the letter case). */
export const createFanListCall = defineCall({
  path: 'user/createFanList',
  access: 'member',
  request: z.object({ name: fanListNameSchema }),
  response: fanListSchema,
});

/** Renames one of the creator's lists. */
export const renameFanListCall = defineCall({
  path: 'user/renameFanList',
  access: 'member',
  request: z.object({ id: databaseId, name: fanListNameSchema }),
  response: fanListSchema,
});

/** Deletes one of the creator's lists (its fans stay the creator's fans; a mass message scheduled to it reaches nobody). */
export const deleteFanListCall = defineCall({
  path: 'user/deleteFanList',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: z.object({}),
});

/**
 * The creator's lists by name, each with how many fans it holds; with `uuid`, each says whether that
 * fan is on it (`has_fan`), for an "add to list" picker. `max`: how many lists they may keep.
 */
export const getFanListsCall = defineCall({
  path: 'user/getFanLists',
  access: 'member',
  request: z.object({ uuid: z._default(fanUuid, '') }),
  response: z.object({
    list: z.array(fanListSchema),
    max: z.int().check(z.positive()),
    max_fans: z.int().check(z.positive()),
  }),
});

/** Adds the fan `uuid` to the list `id` (adding one already on it changes nothing); answers the list. */
export const addFanListMemberCall = defineCall({
  path: 'user/addFanListMember',
  access: 'member',
  request: z.object({ id: databaseId, uuid: fanUuid }),
  response: fanListSchema,
});

/** Takes the fan `uuid` off the list `id` (one not on it changes nothing); answers the list. */
export const removeFanListMemberCall = defineCall({
  path: 'user/removeFanListMember',
  access: 'member',
  request: z.object({ id: databaseId, uuid: fanUuid }),
  response: fanListSchema,
});

/** One page of the list's fans, the latest added first. */
export const getFanListMembersCall = defineCall({
  path: 'user/getFanListMembers',
  access: 'member',
  request: z.extend(pageParamsSchema, { id: databaseId }),
  response: pageOf(fanListMemberSchema),
});
