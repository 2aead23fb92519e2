import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { categorySchema } from '../entities.ts';
import { databaseId } from '../ids.ts';

/** Spec §5: the interested-topics picker needs at least 3 categories. */
export const MIN_INTERESTS = 3;

/** The categories the caller picked (empty until they pick). */
export const getInterestsCall = defineCall({
  path: 'user/getinterested',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(categorySchema) }),
});

/** Replaces the caller's picked categories: at least 3 known ones. Answers them. */
export const updateInterestsCall = defineCall({
  path: 'user/updateinterested',
  access: 'member',
  request: z.object({
    /** Category ids; a repeated id counts once, and at least 3 different ones are needed. */
    category_ids: z.array(databaseId).check(z.minLength(MIN_INTERESTS), z.maxLength(100)),
  }),
  response: z.object({ list: z.array(categorySchema) }),
});
