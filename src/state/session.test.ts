import { beforeEach, describe, expect, it } from 'vitest';
import { session, signIn, signOut } from './session.ts';

describe('the session keeps client state only (who the user is comes from user info)', () => {
  beforeEach(signOut);

  it('keeps the token of an accepted login, and nothing the server owns', () => {
    expect(signIn({ token: 't', username: 'fan', aff: 5, uuid: 'u-5' })).toBe(true);
    expect(session.token).toBe('t');
    expect(Object.keys(session).sort()).toEqual(['guestId', 'locale', 'token']);
  });

  it('refuses a login without username, aff or uuid and stays a visitor', () => {
    expect(signIn({ token: 't', username: '', aff: 5, uuid: 'u-5' })).toBe(false);
    expect(session.token).toBeNull();
  });
});
