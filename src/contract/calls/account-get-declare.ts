import { z } from 'zod/mini';
import { defineCall } from '../call.ts';

/** The short terms declaration shown under the auth dialog's sign-up form, in the user's language. */
export const getDeclareCall = defineCall({
  path: 'account/getDeclare',
  access: 'anyone',
  request: z.object({}),
  response: z.object({ title: z.string(), content: z.string() }),
});
