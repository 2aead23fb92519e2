import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

/** A creator moves one plan a place up or down in their list; answers the plans' ids in the new order. */
export const updatePlanSortCall = defineCall({
  path: 'subscription/updateSort',
  access: 'member',
  request: z.object({
    /** The plan to move. */
    id: databaseId,
    /** `up` or `down`: swaps it with its neighbour. */
    sort: z.enum(['up', 'down']),
  }),
  response: z.object({ ids: z.array(z.int().check(z.positive())) }),
});
