/**
 * Story helpers for the session: sign in as a role, watch the full page load that logout
 * does (instead of leaving the story), and the overlays a screen's session flows open.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { fn } from 'storybook/test';
import { AuthDialog } from '../../src/components/organisms/auth-dialog/auth-dialog.tsx';
import { DialogHost } from '../../src/components/organisms/dialog-host/dialog-host.tsx';
import { PopupMessage } from '../../src/components/organisms/popup-message/popup-message.tsx';
import { ROLE, type Role } from '../../src/contract/enums.ts';
import { makeCreatorUserInfo, makeUserInfo } from '../../src/mocks/factories-user.ts';
import { closeAuthDialog } from '../../src/state/auth-dialog.ts';
import { closeAllDialogs } from '../../src/state/dialogs.ts';
import { dropGatedAction } from '../../src/state/gated-action.ts';
import { pageReload } from '../../src/state/page-reload.ts';
import { dismissPopup } from '../../src/state/popup.ts';
import { resetSessionExpiry } from '../../src/state/session-expiry.ts';
import { session } from '../../src/state/session.ts';

export const STORY_TOKEN = 'storybook-session-token';

/** Signs the story in as the mocked member or creator (the same people the user-info mocks return). */
export function signInForStory(role: Role = ROLE.member): void {
  const user = role === ROLE.creator ? makeCreatorUserInfo() : makeUserInfo();
  Object.assign(session, {
    token: STORY_TOKEN,
    username: user.username,
    aff: user.aff,
    uuid: user.uuid,
    role,
  });
}

/** Where logout would have loaded the page; replaces the real reload for the story. */
export const reloadSpy = fn<(url: string) => void>();

/**
 * A story `beforeEach`: a clean slate of session-related UI state, and full page loads
 * recorded in `reloadSpy` instead of leaving the story.
 */
export function sessionStoryReset(): () => void {
  const original = pageReload.to;
  reloadSpy.mockReset();
  pageReload.to = reloadSpy;
  resetSessionExpiry();
  closeAuthDialog();
  closeAllDialogs();
  dropGatedAction();
  dismissPopup();
  return () => {
    pageReload.to = original;
    closeAllDialogs();
    closeAuthDialog();
  };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <div data-testid="location" className="sr-only">
      {pathname}
    </div>
  );
}

/**
 * The screen plus what the root shell adds: the dialog stack, popups, the current path, and
 * with `authDialog` the real login dialog (which makes the page behind it inert while open).
 */
export function WithShellOverlays({
  children,
  authDialog = false,
}: {
  children: ReactNode;
  authDialog?: boolean;
}) {
  return (
    <>
      {children}
      {authDialog ? <AuthDialog onOpenProviderPage={() => undefined} /> : null}
      <DialogHost />
      <PopupMessage />
      <LocationProbe />
    </>
  );
}
