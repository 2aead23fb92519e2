/**
 * Gated actions (spec §4, §6): comment, like, reply, message, publish, report, subscribe and
 * buy need a signed-in user. A visitor who tries one is asked to log in, and the action is
 * remembered and run once the login succeeds; closing the dialog without logging in drops it.
 */
import { subscribe } from 'valtio';
import { authDialog, openAuthDialog } from './auth-dialog.ts';
import { session } from './session.ts';

export type GatedAction = () => void | Promise<void>;

/** At most one remembered action: the last thing the visitor tried. */
let pending: GatedAction | null = null;

function run(action: GatedAction): void {
  try {
    // Run in the same turn as the click when signed in: a file picker needs the user gesture.
    const result = action();
    if (result instanceof Promise) result.catch((error: unknown) => console.error(error));
  } catch (error) {
    console.error(error);
  }
}

/**
 * Runs `action` now for a signed-in user. For a visitor it opens the login dialog and keeps
 * the action to replay after a successful login.
 */
export function runGated(action: GatedAction): void {
  if (session.token) {
    run(action);
    return;
  }
  pending = action;
  openAuthDialog('main');
}

/** True while a visitor's action waits for a login. */
export function hasPendingGatedAction(): boolean {
  return pending !== null;
}

/** Forgets the waiting action, if any. */
export function dropGatedAction(): void {
  pending = null;
}

/**
 * Settles the waiting action after the session or the dialog changed. Valtio notifies after
 * the current turn, so a login that stores the token and closes the dialog in one go is seen
 * with both changes made: the token decides.
 */
function settle(): void {
  if (!pending) return;
  if (session.token) {
    const action = pending;
    pending = null;
    run(action);
  } else if (!authDialog.open) {
    pending = null;
  }
}

subscribe(session, settle);
subscribe(authDialog, settle);
