import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { planEditSchema } from '../rules/plan-rules.ts';
import { databaseId } from '../ids.ts';

/**
 * A creator edits one of their plans. expire_days is locked once the plan exists: it is not a
 * field of this call, and a value sent anyway is dropped unread.
 */
export const updatePlanCall = defineCall({
  path: 'subscription/update',
  access: 'member',
  request: z.extend(planEditSchema, { id: databaseId }),
  response: z.object({ id: z.int().check(z.positive()) }),
});
