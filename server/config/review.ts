/** Review settings: whether new posts and creator applications wait for an operator. */
import { z } from 'zod';
import { emptyToUndefined } from './fields.ts';

/** auto: a post whose files are all processed publishes at once; manual: it waits for an operator. */
const REVIEW_MODES = ['auto', 'manual'] as const;
type ReviewMode = (typeof REVIEW_MODES)[number];

/** REVIEW_MODE and CREATOR_REVIEW_MODE. */
export const reviewEnvSchema = z.object({
  // No default here: unset, it follows NODE_ENV (reviewSettingsOf).
  REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).optional(),
  ),
  CREATOR_REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).optional(),
  ),
});

/**
 * Where REVIEW_MODE (or CREATOR_REVIEW_MODE) is unset: a production server lets no post out unseen
 * and makes no creator before a reviewer saw their documents (`manual`, issue 23);
 * the demo (`npm start`, development) and the tests publish at once, so a new visitor's first
 * post shows up.
 */
function defaultReviewMode(nodeEnv: string): ReviewMode {
  return nodeEnv === 'production' ? 'manual' : 'auto';
}

/** The review part of the configuration. */
export function reviewSettingsOf(e: z.output<typeof reviewEnvSchema> & { NODE_ENV: string }) {
  return {
    /**
     * How new and edited posts leave review (status 1): `auto` publishes them as soon as their files
     * are processed (an operator reviews them after); `manual` leaves them for an operator (the
     * console's posts queue, or `npm run ops -- approve <postId>`). Unset: manual in production.
     */
    reviewMode: e.REVIEW_MODE ?? defaultReviewMode(e.NODE_ENV),
    /**
     * How creator applications are decided: `auto` approves one as it is submitted (auth_status 2,
     * role creator), so a new user can publish at once; `manual` leaves it pending (auth_status 1)
     * for an operator (`npm run ops -- approve-creator <username>` / `reject-creator`).
     */
    creatorReviewMode: e.CREATOR_REVIEW_MODE ?? defaultReviewMode(e.NODE_ENV),
  };
}
