import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { creatorSchema } from '../entities.ts';
import { text } from '../strings.ts';

/** Another user's public profile by uuid (the same shape as a creator; non-creators have no plans). */
export const getUserInfoByUuidCall = defineCall({
  path: 'user/getUserInfoByUuid',
  access: 'anyone',
  request: z.object({ uuid: text().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  response: creatorSchema,
});
