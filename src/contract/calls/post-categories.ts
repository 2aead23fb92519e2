import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { categorySchema } from '../entities.ts';

/** Post categories; the app labels them with `category.{code}` messages. */
export const getCategoriesCall = defineCall({
  path: 'article/getCategories',
  access: 'anyone',
  request: z.object({}),
  response: z.object({ list: z.array(categorySchema) }),
});
