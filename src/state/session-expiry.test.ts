import { beforeEach, describe, expect, it } from 'vitest';
import {
  markSessionEnding,
  reportSessionExpired,
  resetSessionExpiry,
  sessionExpiry,
} from './session-expiry.ts';
import { session, signIn, signOut } from './session.ts';

function signInAs(token: string) {
  signIn({ token, username: 'fan', aff: 7, uuid: 'u-7' });
}

describe('token-expired alert (spec §4, §8: status 422)', () => {
  beforeEach(() => {
    signOut();
    resetSessionExpiry();
  });

  it('raises the alert for a 422 of the current session', () => {
    signInAs('token-a');
    reportSessionExpired('token-a');
    expect(sessionExpiry.alert).toBe(true);
  });

  it('raises it once however many calls fail together', () => {
    signInAs('token-a');
    reportSessionExpired('token-a');
    sessionExpiry.alert = false; // the alert was shown and taken down by the app
    reportSessionExpired('token-a');
    reportSessionExpired('token-a');
    expect(sessionExpiry.alert).toBe(false);
  });

  it('ignores a 422 from a session that has already ended or been replaced', () => {
    signInAs('token-new');
    reportSessionExpired('token-old');
    expect(sessionExpiry.alert).toBe(false);
    signOut();
    reportSessionExpired('token-new');
    reportSessionExpired(undefined);
    expect(sessionExpiry.alert).toBe(false);
  });

  it('stays quiet for the last calls of a session ended on purpose (logout)', () => {
    signInAs('token-a');
    markSessionEnding();
    reportSessionExpired('token-a');
    expect(sessionExpiry.alert).toBe(false);
    expect(session.token).toBe('token-a');
  });

  it('alerts again for the next session after a new login', () => {
    signInAs('token-a');
    reportSessionExpired('token-a');
    sessionExpiry.alert = false;
    signInAs('token-b');
    reportSessionExpired('token-b');
    expect(sessionExpiry.alert).toBe(true);
  });
});
