import { Outlet } from 'react-router';
import { AuthDialog } from '../../components/organisms/auth-dialog/auth-dialog.tsx';
import { CookieBanner } from '../../components/organisms/cookie-banner/cookie-banner.tsx';
import { DialogHost } from '../../components/organisms/dialog-host/dialog-host.tsx';
import { PopupMessage } from '../../components/organisms/popup-message/popup-message.tsx';
import { SessionKeeper } from '../session/session-keeper.tsx';

/**
 * Every page under a language: the page, plus the dialog stack, popup messages, the cookie
 * banner, and the session keeper (start-up user fetch, role, token-expired alert).
 */
export function RootShell() {
  return (
    <>
      <Outlet />
      <AuthDialog />
      <DialogHost />
      <PopupMessage />
      <CookieBanner />
      <SessionKeeper />
    </>
  );
}
