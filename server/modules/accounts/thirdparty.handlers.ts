import {
  getAppleOauthPageCall,
  getGoogleOauthPageCall,
  getRedirectToTwitterCall,
} from '../../../src/contract/calls/thirdparty-get-oauth-page.ts';
import {
  loginByTwitterCall,
  webLoginByAppleCall,
  webLoginByGoogleCall,
} from '../../../src/contract/calls/thirdparty-login.ts';
import { handle } from '../../http/call-context.ts';
import { finishProviderSignIn, startProviderSignIn } from './thirdparty.service.ts';

/** thirdparty/*: the consent page of each provider, and the exchange of its callback for a session. */
export const thirdpartyHandlers = [
  handle(getGoogleOauthPageCall, (ctx, input) => startProviderSignIn(ctx, 'google', input.redirect_uri)),
  handle(getRedirectToTwitterCall, (ctx, input) => startProviderSignIn(ctx, 'twitter', input.redirect_uri)),
  handle(getAppleOauthPageCall, (ctx, input) => startProviderSignIn(ctx, 'apple', input.redirect_uri)),
  handle(webLoginByGoogleCall, (ctx, input) =>
    finishProviderSignIn(ctx, 'google', {
      code: input.google_code,
      state: input.state,
      redirectUri: input.redirect_uri,
      trackingCode: input.tracking_code,
    }),
  ),
  // The spec's names are kept: oauth_verifier carries X's code, oauth_token the state.
  handle(loginByTwitterCall, (ctx, input) =>
    finishProviderSignIn(ctx, 'twitter', {
      code: input.oauth_verifier,
      state: input.oauth_token,
      trackingCode: input.tracking_code,
    }),
  ),
  handle(webLoginByAppleCall, (ctx, input) =>
    finishProviderSignIn(ctx, 'apple', {
      code: input.code,
      state: input.state,
      redirectUri: input.redirect_uri,
      trackingCode: input.tracking_code,
    }),
  ),
];
