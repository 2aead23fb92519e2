import { z } from 'zod/mini';
import { defineCall } from '../call.ts';

/** The current app version (1.2.30) and whether an older client must reload. */
export const getVersionInfoCall = defineCall({
  path: 'home/getVersionInfo',
  access: 'anyone',
  request: z.object({}),
  response: z.object({ version: z.string(), force_update: z.union([z.literal(0), z.literal(1)]) }),
});
