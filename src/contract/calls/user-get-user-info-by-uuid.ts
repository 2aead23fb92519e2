import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { creatorSchema } from '../entities.ts';
import { creatorPreviewField } from '../creator-preview.ts';
import { text } from '../strings.ts';

const identifier = z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(64)));

/**
 * Another user's public profile (the creator page; the same shape as a creator, with the plans
 * on sale in `subscription_list`), by `uuid` or by account name (`username`, as the creator page's
 * address `/{lang}/{username}` names it, in any letter case): one of the two is required; with
 * both, `uuid` decides. An unknown user answers server.user.notFound; a user the viewer blocked
 * answers with `is_block` 1, `post_num` 0 and no plans.
 */
export const getUserInfoByUuidCall = defineCall({
  path: 'user/getUserInfoByUuid',
  access: 'anyone',
  request: z
    .object({
      uuid: identifier,
      username: identifier,
      /** The caller's own page as a visitor or a subscriber sees it (creator-preview.ts). */
      preview: creatorPreviewField,
    })
    .check(
      z.refine((input) => input.uuid !== undefined || input.username !== undefined, {
        path: ['uuid'],
        message: 'uuid or username is required',
      }),
    ),
  response: creatorSchema,
});
