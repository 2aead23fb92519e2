import { Suspense, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PopupMessage } from '../../components/organisms/popup-message/popup-message.tsx';
import { ON_SERVER } from '../../contract/first-html.ts';
import { authDialog } from '../../state/auth-dialog.ts';
import { cookieConsent } from '../../state/cookie-consent.ts';
import { dialogs } from '../../state/dialogs.ts';
import { isPaymentFlowOpen, paymentFlow } from '../../state/payment-flow-store.ts';
import { planManager } from '../../state/plan-manager.ts';
import { session } from '../../state/session.ts';
import {
  LazyAuthDialog,
  LazyChatKeeper,
  LazyCookieBanner,
  LazyDialogHost,
  LazyPaymentFlow,
  LazyPlanManager,
  LazySessionKeeper,
} from '../lazy/shell-parts.tsx';
import { useOnceTrue } from '../lazy/use-once-true.ts';
import { usePageLoaded } from '../lazy/use-page-loaded.ts';

/**
 * Every page under a language: the page, plus the dialog stack, popup messages, the cookie
 * banner, the session keeper (start-up user fetch, role, token-expired alert) and, for a
 * signed-in user, the chat keeper (the socket and the unread count, and with it the bell's
 * count).
 *
 * The auth dialog, the dialog stack, the plan manager and the paying dialogs load the first time
 * they open, the cookie banner only for a visitor who has not accepted yet, and the session keeper
 * at once for a signed-in user, else once the page has loaded or at a login, and the chat keeper
 * once the page has loaded or at a login, so that none of them weighs on a first paint (issue 8's
 * budget).
 */
export function RootShell({ children }: { children: ReactNode }) {
  const { open } = useSnapshot(authDialog);
  const { stack } = useSnapshot(dialogs);
  const { token } = useSnapshot(session);
  const { agreed } = useSnapshot(cookieConsent);
  const plansOpen = useSnapshot(planManager).open;
  const bannerAsked = useOnceTrue(!agreed);
  const authAsked = useOnceTrue(open);
  const dialogsAsked = useOnceTrue(stack.length > 0);
  const plansAsked = useOnceTrue(plansOpen);
  const paymentAsked = useOnceTrue(isPaymentFlowOpen(useSnapshot(paymentFlow)));
  // A signed-in user's record is fetched at once; a visitor's keeper has nothing to fetch and
  // waits for the loaded page (or a login), off the path to the first paint.
  const [signedInAtStart] = useState(Boolean(token));
  const pageLoaded = usePageLoaded();
  const keeperAsked = useOnceTrue(Boolean(token) || pageLoaded);
  // The chat's socket is the user's from login to logout (spec §4), after the first page's work.
  const chatKept = Boolean(token) && pageLoaded;
  // The server's first HTML is the page alone.
  if (ON_SERVER) return children;
  return (
    <>
      {children}
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
      {plansAsked ? (
        <Suspense fallback={null}>
          <LazyPlanManager />
        </Suspense>
      ) : null}
      {paymentAsked ? (
        <Suspense fallback={null}>
          <LazyPaymentFlow />
        </Suspense>
      ) : null}
      {keeperAsked ? (
        <Suspense fallback={null}>
          <LazySessionKeeper signedInBefore={signedInAtStart} />
        </Suspense>
      ) : null}
      {chatKept ? (
        <Suspense fallback={null}>
          <LazyChatKeeper />
        </Suspense>
      ) : null}
      <PopupMessage />
      {bannerAsked ? (
        <Suspense fallback={null}>
          <LazyCookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
