import { z } from 'zod/mini';
import { academyAnswerSchema } from '../academy.ts';
import { defineCall } from '../call.ts';

/**
 * The creator academy's six lessons (src/contract/academy.ts), for anyone: each ready one with its
 * HLS playlist and poster signed for every viewer alike, the others `processing` or `failed`.
 */
export const academyCall = defineCall({
  path: 'app/academy',
  access: 'anyone',
  request: z.object({}),
  response: academyAnswerSchema,
});
