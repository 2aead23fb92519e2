import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { CookieBanner } from '../../components/organisms/cookie-banner/cookie-banner.tsx';
import { PopupMessage } from '../../components/organisms/popup-message/popup-message.tsx';
import { authDialog } from '../../state/auth-dialog.ts';
import { dialogs } from '../../state/dialogs.ts';
import { LazyAuthDialog, LazyDialogHost, LazySessionKeeper } from '../lazy/shell-parts.tsx';
import { useOnceTrue } from '../lazy/use-once-true.ts';

/**
 * Every page under a language: the page, plus the dialog stack, popup messages, the cookie
 * banner, and the session keeper (start-up user fetch, role, token-expired alert).
 *
 * The auth dialog and the dialog stack load the first time they open, and the session keeper
 * just after the page, so that none of them weighs on the first paint (issue 8's budget).
 */
export function RootShell() {
  const { open } = useSnapshot(authDialog);
  const { stack } = useSnapshot(dialogs);
  const authAsked = useOnceTrue(open);
  const dialogsAsked = useOnceTrue(stack.length > 0);
  return (
    <>
      <Outlet />
      {/* One boundary each: a part still loading never hides one already shown. */}
      {authAsked ? (
        <Suspense fallback={null}>
          <LazyAuthDialog />
        </Suspense>
      ) : null}
      {dialogsAsked ? (
        <Suspense fallback={null}>
          <LazyDialogHost />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <LazySessionKeeper />
      </Suspense>
      <PopupMessage />
      <CookieBanner />
    </>
  );
}
