import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { planCreateSchema } from '../rules/plan-rules.ts';

/** A creator adds a plan (at most 10); answers the new plan's id. */
export const createPlanCall = defineCall({
  path: 'subscription/create',
  access: 'member',
  request: planCreateSchema,
  response: z.object({ id: z.int().check(z.positive()) }),
});
