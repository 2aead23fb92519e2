import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../contract/enums.ts';
import { authDialog, closeAuthDialog, completeLogin } from './auth-dialog.ts';
import { dropGatedAction, hasPendingGatedAction, runGated } from './gated-action.ts';
import { signIn, signOut } from './session.ts';

const LOGIN = { token: 'token-1', username: 'fan', aff: 12, uuid: 'u-12', role: ROLE.member } as const;

/** Valtio notifies subscribers after the current turn. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gated actions (spec §4: remembered and replayed after login)', () => {
  beforeEach(() => {
    signOut();
    closeAuthDialog();
    dropGatedAction();
  });

  it('runs at once, in the same turn, for a signed-in user', () => {
    signIn(LOGIN);
    const like = vi.fn();
    runGated(like);
    expect(like).toHaveBeenCalledTimes(1);
    expect(authDialog.open).toBe(false);
  });

  it('opens the login dialog on its main screen for a visitor and waits', async () => {
    const like = vi.fn();
    runGated(like);
    await settled();
    expect(like).not.toHaveBeenCalled();
    expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    expect(hasPendingGatedAction()).toBe(true);
  });

  it('replays the action once after a successful login', async () => {
    const like = vi.fn();
    runGated(like);
    await settled();
    completeLogin(LOGIN);
    await settled();
    expect(like).toHaveBeenCalledTimes(1);
    expect(hasPendingGatedAction()).toBe(false);
    // Later session changes do not run it again.
    signOut();
    signIn({ ...LOGIN, token: 'token-2' });
    await settled();
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('drops the action when the dialog is closed without a login', async () => {
    const like = vi.fn();
    runGated(like);
    await settled();
    closeAuthDialog();
    await settled();
    expect(hasPendingGatedAction()).toBe(false);
    completeLogin(LOGIN);
    await settled();
    expect(like).not.toHaveBeenCalled();
  });

  it('keeps only the last action tried', async () => {
    const first = vi.fn();
    const second = vi.fn();
    runGated(first);
    runGated(second);
    await settled();
    completeLogin(LOGIN);
    await settled();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting through a sign-up welcome screen and replays once the token is stored', async () => {
    const like = vi.fn();
    runGated(like);
    await settled();
    completeLogin(LOGIN, { signedUp: true });
    await settled();
    expect(authDialog).toMatchObject({ open: true, screen: 'signUpSuccess' });
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('reports a failing action without throwing into the caller', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(LOGIN);
    expect(() =>
      runGated(() => {
        throw new Error('boom');
      }),
    ).not.toThrow();
    runGated(() => Promise.reject(new Error('later')));
    await settled();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
