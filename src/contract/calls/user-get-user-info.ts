import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { userInfoSchema } from '../entities-account.ts';

/** The signed-in user's own record; fetched at start-up when a token exists. */
export const getUserInfoCall = defineCall({
  path: 'user/getUserInfo',
  access: 'member',
  request: z.object({}),
  response: userInfoSchema,
});
