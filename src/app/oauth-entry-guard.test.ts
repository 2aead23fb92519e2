import { describe, expect, it } from 'vitest';
import { parseOAuthEntry } from './oauth-entry-guard.ts';

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
