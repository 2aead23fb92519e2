import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';

const oauthPageRequest = z.object({
  /** Where the provider sends the browser back: an app page (the entry guard finishes the login). */
  redirect_uri: z.pipe(text(), z.url().check(z.maxLength(500))),
});
const oauthPageResponse = z.object({ url: z.url() });

/** The Google consent page to open; the server keeps the state and PKCE verifier. */
export const getGoogleOauthPageCall = defineCall({
  path: 'thirdparty/getGoogleOauthPage',
  access: 'anyone',
  request: oauthPageRequest,
  response: oauthPageResponse,
});

/** The X (Twitter) consent page to open. */
export const getRedirectToTwitterCall = defineCall({
  path: 'thirdparty/getRedirectToTwitter',
  access: 'anyone',
  request: oauthPageRequest,
  response: oauthPageResponse,
});

/** The Sign in with Apple page to open. */
export const getAppleOauthPageCall = defineCall({
  path: 'thirdparty/getAppleOauthPage',
  access: 'anyone',
  request: oauthPageRequest,
  response: oauthPageResponse,
});
