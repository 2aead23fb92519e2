import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { creatorSchema, pageOf } from '../entities.ts';
import { text } from '../strings.ts';

/** Creators whose name, account name or description matches, the best match first (search's authors tab). */
export const searchCreatorCall = defineCall({
  path: 'user/searchCreator',
  access: 'anyone',
  request: z.extend(pageParamsSchema, { keyword: text().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
  response: pageOf(creatorSchema),
});
