import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { blockedUserSchema } from '../entities-discovery.ts';
import { REPORT_DESCRIPTION_MAX_LENGTH, reportDescriptionSchema } from '../rules/report-rules.ts';
import { text } from '../strings.ts';
import { databaseId, databaseInteger } from '../ids.ts';

export { REPORT_DESCRIPTION_MAX_LENGTH };

/** The reasons a report may give, in the caller's language; a report names one by its index. */
export const listReportReasonsCall = defineCall({
  path: 'user/reportreason',
  access: 'anyone',
  request: z.object({}),
  response: z.object({ list: z.array(z.string()) }),
});

/** Reports a user (and the post, when reported from one): a reason from the list, a description. */
export const reportCall = defineCall({
  path: 'user/report',
  access: 'member',
  request: z.object({
    /** The reported user. */
    uuid: text().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** The index of a reason in `user/reportreason`'s list. */
    type: databaseInteger,
    /** The reporter's description. */
    reason: reportDescriptionSchema,
    /** The post reported from: one of the reported user's posts the reporter can see. */
    article_id: z.optional(databaseId),
  }),
  response: z.object({}),
});

/** action_type 1 blocks, 2 unblocks the user with that aff; repeating either changes nothing. */
export const BLOCK_ACTION = { block: 1, unblock: 2 } as const;

export const blockUserEventCall = defineCall({
  path: 'user/blockUserEvent',
  access: 'member',
  request: z.object({
    /** The user's `aff`. */
    aff_blocked: databaseId,
    /** 1 block, 2 unblock; repeating either changes nothing. */
    action_type: z.number().check(z.refine((n) => n === BLOCK_ACTION.block || n === BLOCK_ACTION.unblock)),
  }),
  response: z.object({ is_block: z.union([z.literal(0), z.literal(1)]) }),
});

/** The accounts the caller blocked, latest first, paged (mine-block). */
export const getBlockListCall = defineCall({
  path: 'user/getBlockList',
  access: 'member',
  request: pageParamsSchema,
  response: pageOf(blockedUserSchema),
});
