import { useMutation } from '@tanstack/react-query';
import type {
  getAppleOauthPageCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
} from '../contract/calls/thirdparty-get-oauth-page.ts';
import type { OAuthProvider } from '../contract/entities-account.ts';
import { callApi } from './client.ts';

type OAuthPageCall =
  typeof getGoogleOauthPageCall | typeof getRedirectToTwitterCall | typeof getAppleOauthPageCall;

const PAGE_CALL_PATHS = {
  google: 'thirdparty/getGoogleOauthPage',
  twitter: 'thirdparty/getRedirectToTwitter',
  apple: 'thirdparty/getAppleOauthPage',
} as const satisfies Record<OAuthProvider, OAuthPageCall['path']>;

export interface OAuthPageInput {
  provider: OAuthProvider;
  /** The app page the provider sends the browser back to (the entry guard finishes there). */
  redirectUri: string;
}

/** The provider's consent page URL; the server keeps the state and PKCE verifier. */
export async function fetchOAuthPage({ provider, redirectUri }: OAuthPageInput): Promise<string> {
  const { url } = await callApi<OAuthPageCall>(PAGE_CALL_PATHS[provider], { redirect_uri: redirectUri });
  return url;
}

export function useOAuthPage() {
  return useMutation({ mutationFn: fetchOAuthPage });
}
