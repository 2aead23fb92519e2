import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { appConfigSchema } from '../entities.ts';

/** App configuration: upload endpoints, media base URL, chat socket URLs. */
export const appConfigCall = defineCall({
  path: 'app/config',
  access: 'anyone',
  request: z.object({}),
  response: appConfigSchema,
});
