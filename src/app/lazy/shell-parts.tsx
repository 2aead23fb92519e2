import type { SessionKeeperProps } from '../session/session-keeper.tsx';
import { lazy, type ComponentType } from 'react';
import { withAllMessages } from '../../i18n/messages.ts';

/**
 * A part loaded on demand, inside the app's query client (which loads with it), once the rest of
 * the catalogue is in too (src/i18n/messages.ts).
 */
function withQuery<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadPart = withAllMessages(load);
  return lazy(async () => {
    const [Part, { WithQuery }] = await Promise.all([loadPart(), import('../query/with-query.tsx')]);
    return {
      default: (props: Props) => (
        <WithQuery>
          <Part {...props} />
        </WithQuery>
      ),
    };
  });
}

/**
 * The parts of the root shell a first visit does not show, each its own chunk (issue 8, the app
 * shell's budget). Loading one of them pulls in what only it needs: the auth dialog brings
 * Headless UI's dialog, react-hook-form and the account calls; the dialog host brings the
 * dialogs; the session keeper brings the API client (crypto-js, zod, the user-info query).
 */
export const LazyAuthDialog = withQuery(() => {
  // The dialog's screens are a chunk of their own that it asks for as it opens: fetched from here,
  // beside the frame, the first opening waits for one round trip instead of two.
  // A failure here is the dialog's to retry when it asks.
  import('../../features/auth-dialog/auth-screens.tsx').catch(() => undefined);
  return import('../../features/auth-dialog/auth-dialog.tsx').then((module) => module.AuthDialog);
});

export const LazyDialogHost = withQuery(() =>
  import('../../components/organisms/dialog-host/dialog-host.tsx').then((module) => module.DialogHost),
);

export const LazySessionKeeper = withQuery<SessionKeeperProps>(() =>
  import('../session/session-keeper.tsx').then((module) => module.SessionKeeper),
);

/** The signed-in user's chat socket and unread count, and the bell's count, for the whole session. */
export const LazyChatKeeper = withQuery(() =>
  import('../session/chat-keeper.tsx').then((module) => module.ChatKeeper),
);

/**
 * The cookie banner, for a visitor who has not accepted yet: a returning visitor never loads it.
 * Its text is in the catalogue's first part (FIRST_VISIT_LAZY_TEXT), so it waits for nothing else.
 */
export const LazyCookieBanner = lazy(() =>
  import('../../components/organisms/cookie-banner/cookie-banner.tsx').then((module) => ({
    default: module.CookieBanner,
  })),
);

/** The creator's plan management dialog, loaded the first time something opens it. */
export const LazyPlanManager = withQuery(() =>
  import('../../features/plan-manager/plan-manager-entry.ts').then((entry) => entry.loadPlanManagerDialog()),
);

/** The fan's paying dialogs (subscribe, buy, pay, success), loaded the first time one opens. */
export const LazyPaymentFlow = withQuery(() =>
  import('../../features/payment/payment-entry.ts').then((entry) => entry.loadPaymentFlowDialogs()),
);
