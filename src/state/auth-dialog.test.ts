import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '../contract/entities-account.ts';
import {
  authDialog,
  closeAuthDialog,
  completeLogin,
  isCodeWaitRunning,
  openAuthDialog,
  recordCodeSent,
  rememberAuthEmail,
  showAuthScreen,
} from './auth-dialog.ts';
import { session, signOut } from './session.ts';

const member: LoginResult = { token: 't'.repeat(43), username: 'ada2024', aff: 7, uuid: 'u-7', role: 2 };

describe('auth dialog state', () => {
  beforeEach(() => {
    closeAuthDialog();
    signOut();
  });

  it('opens on the main screen unless told, and on the screen asked for', () => {
    openAuthDialog();
    expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    closeAuthDialog();
    openAuthDialog('accountLogin');
    expect(authDialog).toMatchObject({ open: true, screen: 'accountLogin' });
  });

  it('closing resets to the main screen and forgets the email (spec §4)', () => {
    openAuthDialog();
    rememberAuthEmail('ada@example.com');
    showAuthScreen('verifyCode');
    closeAuthDialog();
    expect(authDialog).toMatchObject({ open: false, screen: 'main', email: '' });
    openAuthDialog();
    expect(authDialog.screen).toBe('main');
  });

  it('a login stores the session token and closes the dialog', () => {
    openAuthDialog('accountLogin');
    expect(completeLogin(member)).toBe(true);
    // Who signed in (username, role) is read from user info (src/api/use-viewer.test.ts).
    expect(session.token).toBe(member.token);
    expect(authDialog).toMatchObject({ open: false, screen: 'main' });
  });

  it('a sign-up stores the session and shows the welcome screen before closing', () => {
    openAuthDialog('signUp');
    expect(completeLogin({ ...member, role: 3 }, { signedUp: true })).toBe(true);
    expect(session.token).toBe(member.token);
    expect(authDialog).toMatchObject({ open: true, screen: 'signUpSuccess', welcomeName: 'ada2024' });
  });

  it('refuses a login without username, aff or uuid and keeps the dialog open', () => {
    openAuthDialog('accountLogin');
    const withoutUuid = { ...member, uuid: '' };
    expect(completeLogin(withoutUuid)).toBe(false);
    expect(session.token).toBeNull();
    expect(authDialog).toMatchObject({ open: true, screen: 'accountLogin' });
  });

  it('remembers a sent code through closing until its 60 s wait is over', () => {
    openAuthDialog();
    recordCodeSent('ada@example.com', 60);
    closeAuthDialog();
    const sentAt = Date.now();
    expect(isCodeWaitRunning('ada@example.com', sentAt + 59_000)).toBe(true);
    expect(isCodeWaitRunning('ada@example.com', sentAt + 61_000)).toBe(false);
    expect(isCodeWaitRunning('bob@example.com', sentAt)).toBe(false);
  });
});
