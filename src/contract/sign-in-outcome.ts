/**
 * Telling a sign-in's two answers apart without zod: the app's state reads it on every first
 * visit (src/state/auth-dialog.ts), where the schemas of two-factor.ts would bring zod along.
 */
import type { SecondFactorChallenge, SignInOutcome } from './two-factor.ts';

/** Whether a sign-in answered a challenge rather than a session. */
export function isSecondFactorChallenge(outcome: SignInOutcome): outcome is SecondFactorChallenge {
  return 'challenge' in outcome;
}
