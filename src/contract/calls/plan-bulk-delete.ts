import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { MAX_PLANS_PER_CREATOR } from '../rules/plan-rules.ts';
import { databaseId } from '../ids.ts';

/** A creator deletes some of their plans; the plans' post links go with them. */
export const bulkDeletePlansCall = defineCall({
  path: 'subscription/bulkDel',
  access: 'member',
  request: z.object({
    /** Plan ids, as a list or comma-joined ("3,4"). */
    ids: z.pipe(
      z.union([
        z.array(databaseId),
        z.pipe(
          z.string().check(z.regex(/^\d{1,9}(,\d{1,9})*$/)),
          z.transform((joined) => joined.split(',').map(Number)),
        ),
      ]),
      z.array(databaseId).check(z.minLength(1), z.maxLength(MAX_PLANS_PER_CREATOR)),
    ),
  }),
  response: z.object({ ids: z.array(z.int().check(z.positive())) }),
});
