/**
 * Story helpers for the session: sign in (the role then comes from the story's user-info
 * answer, `parameters.msw.handlers.userInfo`, the member by default), watch the full page load that logout
 * does (instead of leaving the story), and the overlays a screen's session flows open.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AuthDialog } from '../../src/features/auth-dialog/auth-dialog.tsx';
import { DialogHost } from '../../src/components/organisms/dialog-host/dialog-host.tsx';
import { PopupMessage } from '../../src/components/organisms/popup-message/popup-message.tsx';
import { useViewer } from '../../src/api/use-viewer.ts';
import type { Role } from '../../src/contract/enums.ts';
import { closeAuthDialog } from '../../src/state/auth-dialog.ts';
import { closeAllDialogs } from '../../src/state/dialogs.ts';
import { dropGatedAction } from '../../src/state/gated-action.ts';
import { pageReload } from '../../src/state/page-reload.ts';
import { dismissPopup } from '../../src/state/popup.ts';
import { resetSessionExpiry } from '../../src/state/session-expiry.ts';
import { session } from '../../src/state/session.ts';

export const STORY_TOKEN = 'storybook-session-token';

/**
 * Signs the story in: a session token, as after a login. Who is signed in is what the story's
 * user-info handler answers (`userInfoHandlers.member` unless the story names another, e.g.
 * `parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } }`).
 */
export function signInForStory(): void {
  session.token = STORY_TOKEN;
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
    // Dialogs first: closing the token-expired alert logs out, which must reach the spy, not
    // reload the story's frame; the original comes back once nothing is left to close.
    closeAllDialogs();
    closeAuthDialog();
    pageReload.to = original;
  };
}

/** The viewer as the app sees it (useViewer): role in `data-role`, the username as text. */
export function ViewerProbe() {
  const { role, username } = useViewer();
  return (
    <div data-testid="viewer" data-role={role} className="sr-only">
      {username}
    </div>
  );
}

/**
 * Waits until the viewer (ViewerProbe, rendered by WithShellOverlays and the auth dialog
 * stories) has `role`, and `username` when given: who the app thinks is signed in.
 */
export async function expectViewer({ role, username }: { role: Role; username?: string }): Promise<void> {
  const probe = await within(document.body).findByTestId('viewer');
  // The record arrives through MSW after a render or two.
  await waitFor(() => expect(probe).toHaveAttribute('data-role', String(role)));
  if (username !== undefined) await waitFor(() => expect(probe).toHaveTextContent(username));
}

function LocationProbe() {
  const [pathname] = useLocation();
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
      <ViewerProbe />
    </>
  );
}
