/**
 * Plan limits without the zod schemas of plan-rules.ts (which re-exports them): screens that only
 * need a number do not load zod with it.
 */

/** A creator has at most this many plans (content.maxSubPlan past it). */
export const MAX_PLANS_PER_CREATOR = 10;
