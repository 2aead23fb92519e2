import { z } from 'zod/mini';
import { defineCall } from '../call.ts';

/** Revokes the session token the request carries. */
export const logoutCall = defineCall({
  path: 'account/logout',
  access: 'member',
  request: z.object({}),
  response: z.object({}),
});
