/** Review settings: whether new posts and creator applications wait for an operator. */
import { z } from 'zod';
import { emptyToUndefined } from './fields.ts';

/** auto: a post whose files are all processed publishes at once; manual: it waits for an operator. */
const REVIEW_MODES = ['auto', 'manual'] as const;

/** REVIEW_MODE and CREATOR_REVIEW_MODE. */
export const reviewEnvSchema = z.object({
  REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).default('auto'),
  ),
  CREATOR_REVIEW_MODE: z.preprocess(
    emptyToUndefined,
    z.enum(REVIEW_MODES, { message: `must be one of ${REVIEW_MODES.join(', ')}` }).default('auto'),
  ),
});

/** The review part of the configuration. */
export function reviewSettingsOf(e: z.output<typeof reviewEnvSchema>) {
  return {
    /**
     * How new and edited posts leave review (status 1): `auto` publishes them as soon as their files
     * are processed; `manual` leaves them for an operator (`npm run ops -- approve <postId>`).
     */
    reviewMode: e.REVIEW_MODE,
    /**
     * How creator applications are decided: `auto` approves one as it is submitted (auth_status 2,
     * role creator), so a new user can publish at once; `manual` leaves it pending (auth_status 1)
     * for an operator (`npm run ops -- approve-creator <username>` / `reject-creator`).
     */
    creatorReviewMode: e.CREATOR_REVIEW_MODE,
  };
}
