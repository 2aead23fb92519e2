import { generateKeyPairSync, verify } from 'node:crypto';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema, userInfoSchema, type LoginResult } from '../../src/contract/entities-account.ts';
import { oauthStates } from '../../server/db/schema.ts';
import { freshAddress, signUp } from './helpers/accounts.ts';
import { newCreator, ok } from './helpers/money.ts';
import { startOidcTestServer, type OidcTestServer } from './helpers/oidc-test-server.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

type Provider = 'google' | 'twitter' | 'apple';

const PAGE_CALL: Record<Provider, string> = {
  google: 'thirdparty/getGoogleOauthPage',
  twitter: 'thirdparty/getRedirectToTwitter',
  apple: 'thirdparty/getAppleOauthPage',
};

const apple = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });

let google: OidcTestServer;
let x: OidcTestServer;
let appleId: OidcTestServer;
let server: TestServer;

beforeAll(async () => {
  [google, x, appleId] = await Promise.all([
    startOidcTestServer(),
    startOidcTestServer({ xStyle: true }),
    startOidcTestServer(),
  ]);
  server = await startTestServer({
    seed: false,
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: google.issuer,
      TWITTER_CLIENT_ID: 'x-client',
      TWITTER_CLIENT_SECRET: 'x-secret',
      TWITTER_AUTHORIZATION_URL: `${x.issuer}/authorize`,
      TWITTER_TOKEN_URL: `${x.issuer}/token`,
      TWITTER_USERINFO_URL: `${x.issuer}/userinfo`,
      APPLE_CLIENT_ID: 'com.fanvault.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      // One line with literal \n, as container secrets often carry a PEM.
      APPLE_PRIVATE_KEY: (apple.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).replace(
        /\n/g,
        '\\n',
      ),
      APPLE_ISSUER: appleId.issuer,
    },
  });
});

afterAll(async () => {
  await server.close();
  await Promise.all([google.stop(), x.stop(), appleId.stop()]);
});

/** An app page the sign-in returns to, as the auth dialog builds it. */
function appPage(provider: Provider, lang = 'en') {
  return `${server.config.publicUrl}/${lang}/home?oauth=${provider}`;
}

/**
 * What a browser does: open the consent page (the mock signs in at once and redirects), land on
 * the server's callback (a GET, or Apple's form POST), and follow it to the app page.
 * `server.config.publicUrl` is not this test server's port, so the callback is sent to baseUrl.
 */
async function consent(provider: Provider, redirectUri = appPage(provider)) {
  // Each from its own address, as separate people: starts are limited per address.
  const page = await server.call(
    PAGE_CALL[provider],
    { redirect_uri: redirectUri },
    { address: freshAddress() },
  );
  expect(page.body.msg).toBe('');
  const consentUrl = new URL((page.body.data as { url: string }).url);
  const atProvider = await fetch(consentUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(
    `${server.config.publicUrl}/oauth/${provider}/callback`,
  );
  const callbackOnServer = `${server.baseUrl}${callback.pathname}`;
  const back =
    provider === 'apple'
      ? await fetch(callbackOnServer, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: callback.searchParams.toString(),
          redirect: 'manual',
        })
      : await fetch(`${callbackOnServer}${callback.search}`, { redirect: 'manual' });
  expect(back.status).toBe(303);
  const landing = new URL(back.headers.get('location')!);
  return {
    consentUrl,
    landing,
    code: landing.searchParams.get('code')!,
    state: landing.searchParams.get('state')!,
  };
}

async function finish(
  provider: Provider,
  code: string,
  state: string,
  redirectUri = appPage(provider),
  extra: Record<string, string> = {},
) {
  const base =
    provider === 'google'
      ? { redirect_uri: redirectUri, google_code: code, state }
      : provider === 'twitter'
        ? { oauth_verifier: code, oauth_token: state }
        : { redirect_uri: redirectUri, code, state };
  const payload = { ...base, ...extra };
  const path = {
    google: 'thirdparty/webLoginByGoogle',
    twitter: 'thirdparty/loginByTwitter',
    apple: 'thirdparty/webLoginByApple',
  }[provider];
  return server.call(path, payload);
}

async function signInWith(provider: Provider): Promise<LoginResult> {
  const { code, state } = await consent(provider);
  const { body } = await finish(provider, code, state);
  expect(body.msg).toBe('');
  return loginResultSchema.parse(body.data);
}

async function userInfo(token: string) {
  const { body } = await server.call('user/getUserInfo', { token });
  expect(body.msg).toBe('');
  return userInfoSchema.parse(body.data);
}

describe('app/config', () => {
  it('lists the providers whose settings are complete', async () => {
    const { body } = await server.call('app/config');
    expect((body.data as { oauth_providers: string[] }).oauth_providers).toEqual([
      'google',
      'twitter',
      'apple',
    ]);
  });
});

describe('Google sign-in', () => {
  it('opens the consent page with PKCE (S256), state, nonce and the callback address', async () => {
    const { consentUrl, landing, code, state } = await consent('google');
    const params = consentUrl.searchParams;
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${google.issuer}/authorize`);
    expect(params.get('client_id')).toBe('google-client');
    expect(params.get('scope')).toBe('openid email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(`${server.config.publicUrl}/oauth/google/callback`);
    // The browser ends on the app page it started from, with the provider's code and state.
    expect(`${landing.origin}${landing.pathname}`).toBe(`${server.config.publicUrl}/en/home`);
    expect(landing.searchParams.get('oauth')).toBe('google');
    expect(state).toBe(params.get('state'));
    expect(code).toBeTruthy();
  });

  it('creates an account without a password on the first sign-in, and the token works', async () => {
    google.signInAs({
      sub: 'google-1001',
      email: 'Maya.Lin@example.org',
      email_verified: true,
      name: 'Maya Lin',
    });
    const login = await signInWith('google');
    expect(login.role).toBe(2);
    expect(login.username).toBe('MayaLin');
    const info = await userInfo(login.token);
    expect(info).toMatchObject({
      username: 'MayaLin',
      email: 'maya.lin@example.org',
      email_validation: 1,
      has_password: false,
      nickname: 'Maya Lin',
      uuid: login.uuid,
    });
    // The token request carried the PKCE verifier and exactly the redirect_uri of the consent page.
    const request = google.tokenRequests.at(-1)!;
    expect(request.body).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'google-client',
      client_secret: 'google-secret',
      redirect_uri: `${server.config.publicUrl}/oauth/google/callback`,
    });
    expect(request.body.code_verifier).toMatch(/^[\w-]{43,128}$/);
  });

  it('credits a tracking link with the account its code came with, once (issue 25)', async () => {
    const creator = await newCreator(server);
    const link = await ok<{ id: number; code: string }>(server, creator, 'user/createTrackingLink', {
      name: 'Google fans',
    });
    const signUps = async () =>
      (await ok<{ list: { id: number; sign_ups: number }[] }>(server, creator, 'user/getTrackingLinkList'))
        .list[0]!.sign_ups;
    google.signInAs({ sub: 'google-tracked', email: 'tracked@example.org', email_verified: true });
    for (let time = 1; time <= 2; time++) {
      const { code, state } = await consent('google');
      const { body } = await finish('google', code, state, appPage('google'), { tracking_code: link.code });
      expect(body.msg).toBe('');
    }
    // The second sign-in found the account: no second sign-up.
    expect(await signUps()).toBe(1);
  });

  it('signs the same Google identity in to the same account the next time', async () => {
    google.signInAs({ sub: 'google-1001', email: 'maya.lin@example.org', email_verified: true });
    const first = await signInWith('google');
    const second = await signInWith('google');
    expect(second.uuid).toBe(first.uuid);
    expect(second.token).not.toBe(first.token);
  });

  it('links to the existing account with the same verified email', async () => {
    const existing = await signUp(server);
    google.signInAs({ sub: 'google-2002', email: existing.email.toUpperCase(), email_verified: true });
    const login = await signInWith('google');
    expect(login.uuid).toBe(existing.login.uuid);
    expect((await userInfo(login.token)).has_password).toBe(true);
  });

  it('never links by an unverified email: that makes a new account', async () => {
    const existing = await signUp(server);
    google.signInAs({ sub: 'google-3003', email: existing.email, email_verified: false });
    const login = await signInWith('google');
    expect(login.uuid).not.toBe(existing.login.uuid);
    const info = await userInfo(login.token);
    // The unverified address is not kept: the account has none until one is confirmed.
    expect(info.email).toBe('');
    expect(info.email_validation).toBe(0);
  });

  it('makes the account name unique: 4 to 20 letters and digits', async () => {
    google.signInAs({ sub: 'google-4004', email: 'Rosa.Park@example.org', email_verified: true });
    expect((await signInWith('google')).username).toBe('RosaPark');
    google.signInAs({ sub: 'google-4005', email: 'rosa-park@example.net', email_verified: true });
    // `rosapark` is `RosaPark` in another letter case, so it is taken.
    expect((await signInWith('google')).username).toMatch(/^rosapark\d{4,6}$/);
    google.signInAs({ sub: 'google-4006', email: 'x.y@example.org', email_verified: true });
    expect((await signInWith('google')).username).toBe('userxy');
    google.signInAs({
      sub: 'google-4007',
      email: 'a.very.long.name.indeed.longer@example.org',
      email_verified: true,
    });
    expect((await signInWith('google')).username).toBe('averylongnameindeedl');
  });

  it('refuses the same state a second time', async () => {
    google.signInAs({ sub: 'google-5005', email: 'once@example.org', email_verified: true });
    const { code, state } = await consent('google');
    expect((await finish('google', code, state)).body.status).toBe(1);
    const again = await finish('google', code, state);
    expect(again.body).toMatchObject({
      status: 0,
      msg: 'This login has expired or was already used. Please start again.',
    });
  });

  it('refuses a state older than 10 minutes', async () => {
    const { code, state } = await consent('google');
    server.clock.advance(10 * 60 * 1000 + 1000);
    const late = await finish('google', code, state);
    expect(late.body).toMatchObject({
      status: 0,
      msg: 'This login has expired or was already used. Please start again.',
    });
  });

  it('refuses to finish with another redirect_uri than the sign-in started with', async () => {
    const { code, state } = await consent('google');
    const other = await finish('google', code, state, appPage('google', 'fr'));
    expect(other.body).toMatchObject({
      status: 0,
      msg: 'This return address is not allowed for logging in.',
    });
  });

  it('refuses to start a sign-in that would return to another site', async () => {
    const { body } = await server.call(
      'thirdparty/getGoogleOauthPage',
      { redirect_uri: 'https://evil.example/en/home?oauth=google' },
      { language: 'es' },
    );
    expect(body).toMatchObject({
      status: 0,
      msg: 'Esta dirección de retorno no está permitida para iniciar sesión.',
    });
  });

  it('answers a translated error, not a 500, when the provider refuses the code', async () => {
    const { code, state } = await consent('google');
    google.mock.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await server.call(
      'thirdparty/webLoginByGoogle',
      { redirect_uri: appPage('google'), google_code: code, state },
      { language: 'de' },
    );
    expect(refused.httpStatus).toBe(200);
    expect(refused.body).toMatchObject({
      status: 0,
      msg: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuche es erneut.',
    });
  });

  it('forwards a refusal on the consent page to the app, and sends an unknown state nowhere', async () => {
    const page = await server.call('thirdparty/getGoogleOauthPage', { redirect_uri: appPage('google') });
    const state = new URL((page.body.data as { url: string }).url).searchParams.get('state')!;
    const cancelled = await fetch(
      `${server.baseUrl}/oauth/google/callback?error=access_denied&state=${state}`,
      {
        redirect: 'manual',
      },
    );
    expect(cancelled.status).toBe(303);
    const landing = new URL(cancelled.headers.get('location')!);
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('oauth')).toBe('google');

    const unknown = await fetch(`${server.baseUrl}/oauth/google/callback?code=abc&state=made-up`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
  });
});

describe('X sign-in', () => {
  it('signs in with OAuth 2.0 and PKCE: oauth_verifier carries the code, oauth_token the state', async () => {
    x.signInAs({ sub: '1460000000000000001', username: 'maya_fit', name: 'Maya 💪 Fitness and Yoga' });
    const { consentUrl, code, state } = await consent('twitter');
    expect(consentUrl.searchParams.get('scope')).toBe('users.read tweet.read');
    expect(consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consentUrl.searchParams.has('nonce')).toBe(false);
    const { body } = await finish('twitter', code, state);
    expect(body.msg).toBe('');
    const login = loginResultSchema.parse(body.data);
    expect(login.username).toBe('mayafit');
    const info = await userInfo(login.token);
    // Nicknames keep 16 characters; the emoji counts as one and is never cut in half.
    expect(info).toMatchObject({ has_password: false, email_validation: 0, nickname: 'Maya 💪 Fitness a' });

    // X's confidential clients authenticate with HTTP Basic.
    const request = x.tokenRequests.at(-1)!;
    expect(request.authorization).toBe(`Basic ${Buffer.from('x-client:x-secret').toString('base64')}`);
    expect(request.body.redirect_uri).toBe(`${server.config.publicUrl}/oauth/twitter/callback`);

    const again = await signInWith('twitter');
    expect(again.uuid).toBe(login.uuid);
  });
});

describe('an account whose provider gave no email (X)', () => {
  const SIGN_UP_FIRST = 'No account uses this email. Please sign up first.';
  const NOT_AN_EMAIL = 'Please enter a valid email address.';

  it('shows the app no email, so it can offer to bind one; a bound email then shows', async () => {
    x.signInAs({ sub: '1460000000000000002', username: 'no_mail_fan', name: 'No Mail' });
    const login = await signInWith('twitter');
    expect(await userInfo(login.token)).toMatchObject({
      email: '',
      email_validation: 0,
      has_password: false,
    });

    const email = 'bound.fan@example.org';
    const sent = await server.call(
      'account/sendEmailCode',
      { email, type: 4, token: login.token },
      { address: freshAddress() },
    );
    expect(sent.body.msg).toBe('');
    const code = (server.mailer as RecordingMailer).lastCodeTo(email);
    const bound = await server.call('account/validationEmail', { email, code, token: login.token });
    expect(bound.body.msg).toBe('');
    expect(await userInfo(login.token)).toMatchObject({ email, email_validation: 1 });
  });

  it('never signs in or gets a code by its placeholder address, even with a password set', async () => {
    x.signInAs({ sub: '1460000000000000003', username: 'placeholder_fan' });
    const login = await signInWith('twitter');
    const placeholder = 'twitter-1460000000000000003@signin.invalid';
    const password = 'Secret_pass1';
    const set = await server.call('user/setPassword', {
      new_password: password,
      new_password_confirm: password,
      token: login.token,
    });
    expect(set.body.msg).toBe('');
    const byName = await server.call('account/loginByPassword', { account: login.username, password });
    expect(byName.body.status).toBe(1);

    for (const account of [placeholder, placeholder.toUpperCase()]) {
      const { body } = await server.call(
        'account/loginByPassword',
        { account, password },
        { address: freshAddress() },
      );
      expect(body).toEqual({ status: 0, msg: 'The account or password is incorrect.', data: null });
    }

    // A code is refused exactly as for an address no account uses.
    const mailsBefore = (server.mailer as RecordingMailer).sent.length;
    const unknown = await server.call('account/sendEmailCode', { email: 'nobody.here@example.org' });
    expect(unknown.body.msg).toBe(SIGN_UP_FIRST);
    const code = await server.call(
      'account/sendEmailCode',
      { email: placeholder },
      { address: freshAddress() },
    );
    expect(code.body).toEqual(unknown.body);
    const used = await server.call('account/isUseEmail', { email: placeholder });
    expect(used.body.data).toEqual({ used: false });

    // Nor can anyone take the address for a new account or confirm it as their email.
    const signUpWithIt = await server.call(
      'account/registerByPassword',
      { email: placeholder, account: 'claimer1', password },
      { address: freshAddress() },
    );
    expect(signUpWithIt.body.msg).toBe(NOT_AN_EMAIL);
    const confirmIt = await server.call(
      'account/sendEmailCode',
      { email: placeholder, type: 4, token: login.token },
      { address: freshAddress() },
    );
    expect(confirmIt.body.msg).toBe(NOT_AN_EMAIL);
    expect((server.mailer as RecordingMailer).sent.length).toBe(mailsBefore);
  });
});

describe('starting a sign-in', () => {
  const start = (provider: Provider, options: { address: string; language?: string }) =>
    server.call(PAGE_CALL[provider], { redirect_uri: appPage(provider) }, options);

  it('refuses the 31st start from one address within 15 minutes, whatever the provider; another address goes on', async () => {
    const address = freshAddress();
    const providers: Provider[] = ['google', 'twitter', 'apple'];
    for (let i = 0; i < 30; i++) {
      expect((await start(providers[i % 3]!, { address })).body.status).toBe(1);
    }
    const started = performance.now();
    expect((await start('apple', { address })).body).toEqual({
      status: 0,
      msg: 'Too many attempts. Try again in 15 minutes.',
      data: null,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await start('google', { address, language: 'de' })).body.msg).toBe(
      'Zu viele Versuche. Versuche es in 15 Minuten erneut.',
    );
    expect((await start('google', { address: freshAddress() })).body.status).toBe(1);
  });

  it('deletes expired pending sign-ins when the next one starts, so the table does not grow', async () => {
    const stateOf = async (provider: Provider) => {
      const { body } = await start(provider, { address: freshAddress() });
      return new URL((body.data as { url: string }).url).searchParams.get('state')!;
    };
    const pendingStates = async () =>
      (await server.database.handle.db.select({ state: oauthStates.state }).from(oauthStates)).map(
        (row) => row.state,
      );
    const first = await stateOf('google');
    const second = await stateOf('twitter');
    expect(await pendingStates()).toEqual(expect.arrayContaining([first, second]));

    server.clock.advance(10 * 60 * 1000 + 1000);
    const third = await stateOf('apple');
    const left = await pendingStates();
    expect(left).toContain(third);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);
  });
});

describe('Apple sign-in', () => {
  it('posts back (form_post), signs in with the email Apple verified, and authenticates with a signed ES256 secret', async () => {
    appleId.signInAs({
      sub: '001234.abcdef0123456789.0042',
      email: 'hidden@privaterelay.appleid.com',
      email_verified: 'true',
    });
    const { consentUrl, code, state } = await consent('apple');
    expect(consentUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(consentUrl.searchParams.get('scope')).toBe('email');
    const { body } = await finish('apple', code, state);
    expect(body.msg).toBe('');
    const login = loginResultSchema.parse(body.data);
    expect(login.username).toBe('hidden');
    expect(await userInfo(login.token)).toMatchObject({
      email: 'hidden@privaterelay.appleid.com',
      email_validation: 1,
      has_password: false,
    });

    const secret = appleId.tokenRequests.at(-1)!.body.client_secret!;
    const [header, claims, signature] = secret.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: 'KEY1234567',
      typ: 'JWT',
    });
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ iss: 'TEAM123456', sub: 'com.fanvault.web', aud: appleId.issuer });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(300);
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: apple.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(signed).toBe(true);
  });
});

describe('a provider without settings', () => {
  it('is left out of app/config and refused', async () => {
    const onlyX = await startTestServer({
      seed: false,
      env: { TWITTER_CLIENT_ID: 'x-client', TWITTER_CLIENT_SECRET: 'x-secret' },
    });
    try {
      const config = await onlyX.call('app/config');
      expect((config.body.data as { oauth_providers: string[] }).oauth_providers).toEqual(['twitter']);
      for (const [path, name] of [
        ['thirdparty/getGoogleOauthPage', 'Google'],
        ['thirdparty/getAppleOauthPage', 'Apple'],
      ] as const) {
        const { body } = await onlyX.call(path, {
          redirect_uri: `${onlyX.config.publicUrl}/en/home?oauth=x`,
        });
        expect(body).toMatchObject({ status: 0, msg: `Logging in with ${name} is not available.` });
      }
      const finishing = await onlyX.call('thirdparty/webLoginByGoogle', {
        redirect_uri: `${onlyX.config.publicUrl}/en/home?oauth=google`,
        google_code: 'code',
        state: 'state',
      });
      expect(finishing.body).toMatchObject({ status: 0, msg: 'Logging in with Google is not available.' });
    } finally {
      await onlyX.close();
    }
  });
});

describe('sign-in settings', () => {
  it('stops start-up when a provider is half configured, naming what is missing', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      new ConfigError('Invalid configuration: GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set'),
    );
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 'team' })).toThrow(
      /APPLE_KEY_ID is required when APPLE_CLIENT_ID, APPLE_TEAM_ID is set; APPLE_PRIVATE_KEY is required/,
    );
  });

  it('refuses an Apple key that is not a PEM private key', () => {
    expect(() =>
      loadConfig({
        APPLE_CLIENT_ID: 'id',
        APPLE_TEAM_ID: 't',
        APPLE_KEY_ID: 'k',
        APPLE_PRIVATE_KEY: 'not a key',
      }),
    ).toThrow(/APPLE_PRIVATE_KEY must be a PEM private key/);
  });

  it("turns nothing on by default and uses the providers' real endpoints", () => {
    expect(loadConfig({}).oauth).toEqual({});
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      TWITTER_CLIENT_ID: 'x',
      TWITTER_CLIENT_SECRET: 'xs',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'g',
      clientSecret: 'gs',
      issuer: 'https://accounts.google.com',
    });
    expect(config.oauth.twitter).toMatchObject({
      authorizationUrl: 'https://x.com/i/oauth2/authorize',
      tokenUrl: 'https://api.x.com/2/oauth2/token',
      userinfoUrl: 'https://api.x.com/2/users/me',
    });
  });
});
