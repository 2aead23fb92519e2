import { z } from 'zod/mini';
import { defineCall } from '../call.ts';

/** The popular search keywords, most searched first (the search screen's tags). */
export const getHotKeywordsCall = defineCall({
  path: 'article/getHotKeywords',
  access: 'anyone',
  request: z.object({}),
  response: z.object({ list: z.array(z.string()) }),
});
