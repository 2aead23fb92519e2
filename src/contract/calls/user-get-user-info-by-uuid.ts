import { z } from 'zod';
import { defineCall } from '../call.ts';
import { creatorSchema } from '../entities.ts';
import { text } from '../strings.ts';

/** Another user's public profile by uuid (the same shape as a creator; non-creators have no plans). */
export const getUserInfoByUuidCall = defineCall({
  path: 'user/getUserInfoByUuid',
  access: 'anyone',
  request: z.object({ uuid: text().trim().min(1).max(64) }),
  response: creatorSchema,
});
