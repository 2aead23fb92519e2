/**
 * Google, X and Apple sign-in (spec §7 ThirdParty). Starting one stores the state, PKCE verifier
 * and nonce and answers the provider's page; finishing one takes the state back (once), exchanges
 * the code with openid-client and signs in the account behind the identity.
 */
import * as client from 'openid-client';
import type { OAuthProvider } from '../../../src/contract/entities-account.ts';
import type { SignInOutcome } from '../../../src/contract/two-factor.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { accountForIdentity, type ProviderIdentity } from './oauth/oauth-accounts.ts';
import { savePendingSignIn, takePendingSignIn } from './oauth/oauth-states.ts';
import { callbackUrl, PROVIDER_LABELS, providerClient, type ProviderClient } from './oauth/providers.ts';
import { signInOrChallenge, type SecondFactorSignInContext } from './second-factor-sign-in.ts';

/** What these services take from a call's context. */
export type ThirdpartyContext = Pick<
  CallContext,
  'clientAddress' | 'config' | 'db' | 'limits' | 'locale' | 'log' | 'now'
> &
  SecondFactorSignInContext;

function providerOffError(provider: OAuthProvider) {
  return new ServiceError('server.oauth.providerOff', { provider: PROVIDER_LABELS[provider] });
}

function failedError(provider: OAuthProvider) {
  return new ServiceError('server.oauth.failed', { provider: PROVIDER_LABELS[provider] });
}

/** The client of a configured provider; a provider without settings is refused. */
async function clientFor(ctx: ThirdpartyContext, provider: OAuthProvider): Promise<ProviderClient> {
  if (!ctx.config.oauth[provider]) throw providerOffError(provider);
  try {
    return await providerClient(provider, ctx.config.oauth);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'sign-in provider discovery failed');
    throw failedError(provider);
  }
}

/**
 * Only pages of this app may receive the result: otherwise anyone could start a sign-in that
 * ends on their own site with a working code.
 */
function assertOwnOrigin(ctx: ThirdpartyContext, redirectUri: string) {
  if (new URL(redirectUri).origin !== new URL(ctx.config.publicUrl).origin) {
    throw new ServiceError('server.oauth.redirectNotAllowed');
  }
}

/**
 * The provider's consent page for a sign-in that ends on `redirectUri`, an app page. At most 30
 * starts per client address in 15 minutes.
 */
export async function startProviderSignIn(
  ctx: ThirdpartyContext,
  provider: OAuthProvider,
  redirectUri: string,
): Promise<{ url: string }> {
  // Every start counts, refused ones included: each one costs a row and perhaps a discovery fetch.
  await ctx.limits.consume(['providerSignInPerAddress', ctx.clientAddress]);
  assertOwnOrigin(ctx, redirectUri);
  const providerSide = await clientFor(ctx, provider);
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = providerSide.identitySource === 'idToken' ? client.randomNonce() : '';
  await savePendingSignIn(ctx.db, { state, provider, codeVerifier, nonce, redirectUri }, ctx.now());
  const url = client.buildAuthorizationUrl(providerSide.config, {
    ...providerSide.authorizationParams,
    redirect_uri: callbackUrl(ctx.config.publicUrl, provider),
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  });
  return { url: url.href };
}

export interface ProviderCallback {
  code: string;
  state: string;
  /** The app page the sign-in was started for; X's call does not repeat it. */
  redirectUri?: string | undefined;
  /** A tracking link's code: credited when this sign-in makes a new account. */
  trackingCode?: string | undefined;
}

/** Exchanges the provider's code for a session of the account behind the identity. */
export async function finishProviderSignIn(
  ctx: ThirdpartyContext,
  provider: OAuthProvider,
  callback: ProviderCallback,
): Promise<SignInOutcome> {
  const providerSide = await clientFor(ctx, provider);
  const pending = await takePendingSignIn(ctx.db, provider, callback.state, ctx.now());
  if (!pending) throw new ServiceError('server.oauth.stateInvalid');
  if (callback.redirectUri !== undefined && callback.redirectUri !== pending.redirectUri) {
    throw new ServiceError('server.oauth.redirectNotAllowed');
  }

  let identity: ProviderIdentity;
  try {
    identity = await exchange(providerSide, pending, callback, ctx.config.publicUrl);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'sign-in code exchange failed');
    throw failedError(provider);
  }
  const user = await accountForIdentity(ctx.db, identity, ctx.locale, ctx.now(), callback.trackingCode);
  return signInOrChallenge(ctx, user);
}

async function exchange(
  providerSide: ProviderClient,
  pending: { codeVerifier: string; nonce: string },
  callback: ProviderCallback,
  publicUrl: string,
): Promise<ProviderIdentity> {
  // The token request must repeat the redirect_uri of the authorization request: the callback.
  const returned = new URL(callbackUrl(publicUrl, providerSide.provider));
  returned.searchParams.set('code', callback.code);
  returned.searchParams.set('state', callback.state);
  const tokens = await client.authorizationCodeGrant(
    providerSide.config,
    returned,
    providerSide.identitySource === 'idToken'
      ? {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: callback.state,
          expectedNonce: pending.nonce,
        }
      : { pkceCodeVerifier: pending.codeVerifier, expectedState: callback.state },
  );

  if (providerSide.identitySource === 'idToken') {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // Apple sends email_verified as the string "true".
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    return {
      provider: providerSide.provider,
      subject: claims.sub,
      verifiedEmail: verified && typeof claims.email === 'string' ? claims.email : undefined,
      // An unverified address still makes a fitting account name; it just never links accounts.
      handle: typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined,
      displayName: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }

  const response = await client.fetchProtectedResource(
    providerSide.config,
    tokens.access_token,
    new URL(providerSide.userinfoUrl!),
    'GET',
  );
  if (!response.ok) throw new Error(`profile request answered ${response.status}`);
  const profile = (await response.json()) as { data?: { id?: unknown; username?: unknown; name?: unknown } };
  const id = profile.data?.id;
  if (typeof id !== 'string' || id === '') throw new Error('profile without an id');
  return {
    provider: providerSide.provider,
    subject: id,
    handle: typeof profile.data?.username === 'string' ? profile.data.username : undefined,
    displayName: typeof profile.data?.name === 'string' ? profile.data.name : undefined,
  };
}
