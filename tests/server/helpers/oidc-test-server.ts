/**
 * A local OAuth 2.0 / OpenID Connect provider for tests (oauth2-mock-server) on 127.0.0.1. It
 * stands in for Google and Apple (discovery, authorize, token with PKCE and nonce) and, with its
 * endpoints configured by hand, for X. `signInAs` chooses who the next sign-in is.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface ProviderPerson {
  sub: string;
  email?: string;
  /** Google sends a boolean, Apple the string "true". */
  email_verified?: boolean | 'true' | 'false';
  name?: string;
  /** X's @handle, answered by the profile endpoint. */
  username?: string;
}

export interface TokenRequestSeen {
  body: Record<string, string>;
  authorization: string | undefined;
}

export interface OidcTestServer {
  /** http://127.0.0.1:{port}: the issuer, for GOOGLE_ISSUER or APPLE_ISSUER. */
  issuer: string;
  mock: OAuth2Server;
  /** Every request the token endpoint received, oldest first. */
  tokenRequests: TokenRequestSeen[];
  signInAs(person: ProviderPerson): void;
  stop(): Promise<void>;
}

/**
 * `xStyle`: answer like X does, with no ID token from the token endpoint and the profile as
 * `{data: {id, username, name}}` from the user endpoint.
 */
export async function startOidcTestServer(options: { xStyle?: boolean } = {}): Promise<OidcTestServer> {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  let person: ProviderPerson = { sub: 'nobody' };
  const tokenRequests: TokenRequestSeen[] = [];

  mock.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = person.sub;
    for (const claim of ['email', 'email_verified', 'name'] as const) {
      if (person[claim] !== undefined) token.payload[claim] = person[claim];
    }
  });
  mock.service.on('beforeResponse', (response, req) => {
    tokenRequests.push({
      body: { ...(req.body as Record<string, string>) },
      authorization: req.headers.authorization,
    });
    if (options.xStyle && response.statusCode === 200)
      delete (response.body as Record<string, unknown>).id_token;
  });
  mock.service.on('beforeUserinfo', (response) => {
    response.body = options.xStyle
      ? { data: { id: person.sub, username: person.username, name: person.name } }
      : { sub: person.sub, email: person.email };
  });

  return {
    issuer: mock.issuer.url!,
    mock,
    tokenRequests,
    signInAs(next) {
      person = next;
    },
    stop: () => mock.stop(),
  };
}
