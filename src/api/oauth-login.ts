import type {
  loginByTwitterCall,
  webLoginByAppleCall,
  webLoginByGoogleCall,
} from '../contract/calls/thirdparty-login.ts';
import type { OAuthProvider } from '../contract/entities-account.ts';
import type { SignInOutcome } from '../contract/two-factor.ts';
import { freshTrackingCode } from '../state/tracking-code.ts';
import { callApi } from './client.ts';

export interface OAuthCallback {
  provider: OAuthProvider;
  /** The authorization code (X's `oauth_verifier`). */
  code: string;
  /** The state that names the pending sign-in (X's `oauth_token`). */
  state: string;
  /** The redirect_uri the consent page was opened with; Google and Apple check it again. */
  redirectUri: string;
}

/**
 * Exchanges a provider's callback for a session (or, with a second factor on, its challenge) with
 * the provider's own call (spec §7 ThirdParty).
 * A tracking link's code kept within 30 days goes along: a new account credits the link.
 */
export function loginWithOAuthCallback({
  provider,
  code,
  state,
  redirectUri,
}: OAuthCallback): Promise<SignInOutcome> {
  const trackingCode = freshTrackingCode();
  const tracking = trackingCode ? { tracking_code: trackingCode } : {};
  switch (provider) {
    case 'google':
      return callApi<typeof webLoginByGoogleCall>('thirdparty/webLoginByGoogle', {
        redirect_uri: redirectUri,
        google_code: code,
        state,
        ...tracking,
      });
    case 'twitter':
      return callApi<typeof loginByTwitterCall>('thirdparty/loginByTwitter', {
        oauth_verifier: code,
        oauth_token: state,
        ...tracking,
      });
    case 'apple':
      return callApi<typeof webLoginByAppleCall>('thirdparty/webLoginByApple', {
        redirect_uri: redirectUri,
        code,
        state,
        ...tracking,
      });
  }
}
