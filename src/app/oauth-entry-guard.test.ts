import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loginByTwitterCall,
  webLoginByAppleCall,
  webLoginByGoogleCall,
} from '../contract/calls/thirdparty-login.ts';
import {
  accountCallLog,
  callsTo,
  MOCK_ACCOUNT,
  MOCK_ACCOUNT_ERRORS,
  oauthLoginHandlers,
  resetAccountCallLog,
  makeLoginResult,
} from '../mocks/handlers-account.ts';
import { dismissPopup, popup } from '../state/popup.ts';
import { session, signOut } from '../state/session.ts';
import { finishOAuthEntry, parseOAuthEntry } from './oauth-entry-guard.ts';

const origin = 'https://fanvault.example';

describe('the OAuth entry guard reads a provider callback', () => {
  it('ignores an address without a provider callback', () => {
    expect(parseOAuthEntry(`${origin}/en/home`)).toBeNull();
    expect(parseOAuthEntry(`${origin}/en/home?code=abc&state=xyz`)).toBeNull();
    expect(parseOAuthEntry(`${origin}/en/home?oauth=facebook&code=abc&state=xyz`)).toBeNull();
  });

  it('reads Google code and state, and rebuilds the redirect_uri without what Google appended', () => {
    const href = `${origin}/fr/home?oauth=google&code=4%2F0Ab&state=s-123&scope=email+openid&authuser=0&prompt=consent`;
    expect(parseOAuthEntry(href)).toEqual({
      kind: 'callback',
      provider: 'google',
      code: '4/0Ab',
      state: 's-123',
      redirectUri: `${origin}/fr/home?oauth=google`,
      homePath: '/fr/home',
    });
  });

  it('reads Apple code and state', () => {
    expect(parseOAuthEntry(`${origin}/ar/home?oauth=apple&code=c1&state=s1`)).toMatchObject({
      kind: 'callback',
      provider: 'apple',
      code: 'c1',
      state: 's1',
      redirectUri: `${origin}/ar/home?oauth=apple`,
      homePath: '/ar/home',
    });
  });

  it('reads X by either name, with OAuth 2.0 names or the OAuth 1.0a verifier and token', () => {
    expect(parseOAuthEntry(`${origin}/en/home?oauth=twitter&code=v&state=t`)).toMatchObject({
      kind: 'callback',
      provider: 'twitter',
      code: 'v',
      state: 't',
    });
    expect(parseOAuthEntry(`${origin}/en/home?oauth=x&oauth_verifier=v2&oauth_token=t2`)).toMatchObject({
      kind: 'callback',
      provider: 'twitter',
      code: 'v2',
      state: 't2',
      redirectUri: `${origin}/en/home?oauth=x`,
    });
  });

  it('fails when the provider sent an error or left out the code or the state', () => {
    expect(parseOAuthEntry(`${origin}/ja/home?oauth=google&error=access_denied&state=s`)).toEqual({
      kind: 'failed',
      provider: 'google',
      homePath: '/ja/home',
    });
    expect(parseOAuthEntry(`${origin}/en/home?oauth=apple&state=s`)).toMatchObject({ kind: 'failed' });
    expect(parseOAuthEntry(`${origin}/en/home?oauth=google&code=c`)).toMatchObject({ kind: 'failed' });
  });

  it('sends home under the path language, or the fallback when the path has none', () => {
    expect(parseOAuthEntry(`${origin}/zh-hk/home?oauth=google&code=c&state=s`)).toMatchObject({
      homePath: '/zh-tw/home',
    });
    expect(parseOAuthEntry(`${origin}/home?oauth=google&code=c&state=s`, 'de')).toMatchObject({
      homePath: '/de/home',
    });
  });
});

describe('the OAuth entry guard finishes a sign-in through the envelope', () => {
  const handlers = {
    google: oauthLoginHandlers.google,
    twitter: oauthLoginHandlers.twitter,
    apple: oauthLoginHandlers.apple,
  };
  let active: RequestHandler[] = Object.values(handlers);

  beforeEach(() => {
    active = Object.values(handlers);
    resetAccountCallLog();
    signOut();
    dismissPopup();
    // The app posts to a relative /api path; here the mocks answer it as the server would.
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      const response = await getResponse(active, new Request(new URL(input, origin), init));
      return response ?? new Response('unmocked', { status: 404 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissPopup();
  });

  async function redirectOf(href: string): Promise<string> {
    const destination = await finishOAuthEntry(href, 'en');
    if (destination === null) throw new Error('finishOAuthEntry returned without redirecting');
    return destination;
  }

  it('does nothing for an address that is not a callback', async () => {
    await expect(finishOAuthEntry(`${origin}/en/home?tab=new`, 'en')).resolves.toBeNull();
    expect(accountCallLog).toHaveLength(0);
  });

  it('exchanges a Google callback with the same redirect_uri, signs in and replaces the address with home', async () => {
    const location = await redirectOf(
      `${origin}/fr/home?oauth=google&code=g-code&state=g-state&scope=openid`,
    );
    expect(location).toBe('/fr/home');
    expect(callsTo(webLoginByGoogleCall).map((call) => call.input)).toEqual([
      { redirect_uri: `${origin}/fr/home?oauth=google`, google_code: 'g-code', state: 'g-state' },
    ]);
    // The session holds the token of the login answered for MOCK_ACCOUNT (its username and role
    // are then read from user info, src/api/use-viewer.ts).
    expect(makeLoginResult().username).toBe(MOCK_ACCOUNT.account);
    expect(session.token).toBe(makeLoginResult().token);
    expect(popup.current).toBeNull();
  });

  it("sends X's code as oauth_verifier and its state as oauth_token", async () => {
    expect(await redirectOf(`${origin}/en/home?oauth=twitter&code=x-code&state=x-state`)).toBe('/en/home');
    expect(callsTo(loginByTwitterCall).map((call) => call.input)).toEqual([
      { oauth_verifier: 'x-code', oauth_token: 'x-state' },
    ]);
  });

  it('sends Apple its code, state and redirect_uri', async () => {
    expect(await redirectOf(`${origin}/ar/home?oauth=apple&code=a-code&state=a-state`)).toBe('/ar/home');
    expect(callsTo(webLoginByAppleCall).map((call) => call.input)).toEqual([
      { redirect_uri: `${origin}/ar/home?oauth=apple`, code: 'a-code', state: 'a-state' },
    ]);
  });

  it("shows the server's refusal as a failure popup, stays signed out and still goes home", async () => {
    active = [oauthLoginHandlers.googleStateInvalid];
    expect(await redirectOf(`${origin}/en/home?oauth=google&code=used&state=used`)).toBe('/en/home');
    expect(popup.current).toMatchObject({
      variant: 'failure',
      message: MOCK_ACCOUNT_ERRORS.oauthStateInvalid,
    });
    expect(session.token).toBeNull();
  });

  it('shows the failure popup in words of its own when the provider refused, without calling the server', async () => {
    expect(await redirectOf(`${origin}/en/home?oauth=apple&error=user_cancelled_authorize`)).toBe('/en/home');
    expect(popup.current).toMatchObject({
      variant: 'failure',
      message: 'Logging in with Apple did not work. Please try again.',
    });
    expect(accountCallLog).toHaveLength(0);
  });
});
