import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { signInOutcomeSchema } from '../two-factor.ts';
import { text } from '../strings.ts';

const code = text().check(z.trim(), z.minLength(1), z.maxLength(2048));
const state = text().check(z.trim(), z.minLength(1), z.maxLength(256));
const redirectUri = z.pipe(text(), z.url().check(z.maxLength(500)));
/**
 * The code of the tracking link the visitor arrived through (kept by the app for 30 days): a new
 * account made by this sign-in credits the link (docs/decisions/tracking-links.md); an existing
 * account, or an unknown code, ignores it.
 */
const trackingCode = z.optional(text().check(z.maxLength(64)));

/** Exchanges Google's callback (`code`, `state`) for a session. */
export const webLoginByGoogleCall = defineCall({
  path: 'thirdparty/webLoginByGoogle',
  access: 'anyone',
  request: z.object({ redirect_uri: redirectUri, google_code: code, state, tracking_code: trackingCode }),
  response: signInOutcomeSchema,
});

/**
 * Exchanges X's callback for a session. The spec's names are kept: `oauth_verifier` carries the
 * authorization code and `oauth_token` the state that identifies the pending sign-in (X's OAuth 2.0
 * with PKCE; see docs/decisions/sign-in-providers.md).
 */
export const loginByTwitterCall = defineCall({
  path: 'thirdparty/loginByTwitter',
  access: 'anyone',
  request: z.object({
    /** The authorization code X returned. */
    oauth_verifier: code,
    /** The `state` X returned. */
    oauth_token: state,
    /** Accepted and not used. */
    oauth_token_secret: z.optional(text().check(z.maxLength(256))),
    tracking_code: trackingCode,
  }),
  response: signInOutcomeSchema,
});

/** Exchanges Apple's callback (`code`, `state`) for a session. */
export const webLoginByAppleCall = defineCall({
  path: 'thirdparty/webLoginByApple',
  access: 'anyone',
  request: z.object({ redirect_uri: redirectUri, code, state, tracking_code: trackingCode }),
  response: signInOutcomeSchema,
});
