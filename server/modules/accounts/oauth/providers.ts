/**
 * The three sign-in providers as openid-client configurations. Google and Apple are OpenID
 * Connect providers found by discovery; X is plain OAuth 2.0 with PKCE and fixed endpoints.
 */
import * as client from 'openid-client';
import type { OAuthProvider } from '../../../../src/contract/entities-account.ts';
import { OAUTH_PROVIDERS } from '../../../../src/contract/entities-account.ts';
import type { OAuthSettings } from '../../../config.ts';
import { appleClientSecret } from './apple-client-secret.ts';

/** How the provider proves who signed in: an ID token (OpenID Connect) or a profile call (X). */
export type IdentitySource = 'idToken' | 'userinfo';

export interface ProviderClient {
  provider: OAuthProvider;
  config: client.Configuration;
  /** Extra authorization parameters: scope, and Apple's response_mode. */
  authorizationParams: Record<string, string>;
  identitySource: IdentitySource;
  /** X's profile endpoint (identitySource userinfo). */
  userinfoUrl?: string;
}

/** Seconds any provider request may take; the app itself gives up on a call after 20 s. */
const PROVIDER_TIMEOUT_SECONDS = 8;

/** The names people know the providers by, for messages. */
export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  twitter: 'X',
  apple: 'Apple',
};

/** Providers whose settings are complete, in the order the app shows their buttons. */
export function configuredProviders(settings: OAuthSettings): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => settings[provider] !== undefined);
}

/**
 * Plain HTTP is allowed only to this machine (a local test or development provider); anything
 * else must be HTTPS, as openid-client requires by default.
 */
function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

function finishConfig(config: client.Configuration, urls: string[]): client.Configuration {
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (urls.every(isLoopbackHttp)) client.allowInsecureRequests(config);
  return config;
}

async function discover(
  issuer: string,
  clientId: string,
  metadata: Partial<client.ClientMetadata>,
  auth: client.ClientAuth,
): Promise<client.Configuration> {
  const insecure = isLoopbackHttp(issuer);
  const config = await client.discovery(new URL(issuer), clientId, metadata, auth, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  });
  return finishConfig(config, [issuer]);
}

async function buildClient(provider: OAuthProvider, settings: OAuthSettings): Promise<ProviderClient> {
  switch (provider) {
    case 'google': {
      const google = settings.google!;
      const config = await discover(
        google.issuer,
        google.clientId,
        { client_secret: google.clientSecret },
        client.ClientSecretPost(google.clientSecret),
      );
      return { provider, config, authorizationParams: { scope: 'openid email' }, identitySource: 'idToken' };
    }
    case 'apple': {
      const apple = settings.apple!;
      // A fresh signed secret per token request, so it never expires while the server runs.
      const auth: client.ClientAuth = async (_as, _client, body) => {
        body.set('client_id', apple.clientId);
        body.set('client_secret', await appleClientSecret(apple));
      };
      const config = await discover(apple.issuer, apple.clientId, {}, auth);
      // Apple sends the email only when asked for it, and then only by form_post (docs/decisions.md).
      return {
        provider,
        config,
        authorizationParams: { scope: 'email', response_mode: 'form_post' },
        identitySource: 'idToken',
      };
    }
    case 'twitter': {
      const x = settings.twitter!;
      const server: client.ServerMetadata = {
        issuer: new URL(x.authorizationUrl).origin,
        authorization_endpoint: x.authorizationUrl,
        token_endpoint: x.tokenUrl,
      };
      // X's confidential clients authenticate with HTTP Basic over the id and secret as they are,
      // as X documents it (curl -u id:secret). openid-client's ClientSecretBasic form-encodes them
      // first (RFC 6749 2.3.1), which turns the "-" X secrets may hold into "%2D".
      const basic = `Basic ${Buffer.from(`${x.clientId}:${x.clientSecret}`).toString('base64')}`;
      const auth: client.ClientAuth = (_as, _client, _body, headers) => headers.set('authorization', basic);
      const config = new client.Configuration(server, x.clientId, {}, auth);
      return {
        provider,
        config: finishConfig(config, [x.authorizationUrl, x.tokenUrl, x.userinfoUrl]),
        authorizationParams: { scope: 'users.read tweet.read' },
        identitySource: 'userinfo',
        userinfoUrl: x.userinfoUrl,
      };
    }
  }
}

/**
 * Discovery runs once per provider settings and is kept; a failed one is forgotten so the next
 * sign-in tries again (the provider may have been briefly unreachable).
 */
const clients = new Map<string, Promise<ProviderClient>>();

/** The client for a configured provider; throws when the provider cannot be reached. */
export function providerClient(provider: OAuthProvider, settings: OAuthSettings): Promise<ProviderClient> {
  const key = JSON.stringify([provider, settings[provider]]);
  let pending = clients.get(key);
  if (!pending) {
    pending = buildClient(provider, settings);
    clients.set(key, pending);
    pending.catch(() => clients.delete(key));
  }
  return pending;
}

/** Where every provider sends the browser back: one fixed address per provider on this server. */
export function callbackUrl(publicUrl: string, provider: OAuthProvider): string {
  return `${publicUrl}/oauth/${provider}/callback`;
}
