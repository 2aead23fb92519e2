/**
 * The app's module-level stores, put back to how they started before each story. Stories of one
 * file share one document, and the visual tier shows story after story in one page: a popup, an
 * open dialog or a half-filled payment left by the story before would otherwise show in the next
 * one (the visual tier once compared features-interestspicker--default on the whole viewport
 * because features-blockuseractions--block had left its "Blocked" popup in the store).
 *
 * The session is not listed: the preview's beforeEach sets it for every story.
 */
import { snapshot } from 'valtio';
import { authDialog } from '../src/state/auth-dialog.ts';
import { chat } from '../src/state/chat.ts';
import { chatUnread } from '../src/state/chat-unread.ts';
import { cookieConsent } from '../src/state/cookie-consent.ts';
import { creatorApplicationDraft } from '../src/state/creator-application.ts';
import { dialogs } from '../src/state/dialogs.ts';
import { notificationUnread } from '../src/state/notification-unread.ts';
import { interestsPrompt } from '../src/state/interests-prompt.ts';
import { paymentFlow } from '../src/state/payment-flow-store.ts';
import { planManager } from '../src/state/plan-manager.ts';
import { dismissPopup } from '../src/state/popup.ts';
import { searchHistory } from '../src/state/search-history.ts';
import { sessionExpiry } from '../src/state/session-expiry.ts';

/** Every store made with valtio's proxy() at the top of a module under src/state (but session and popup). */
export const APP_STORES: readonly object[] = [
  authDialog,
  chat,
  chatUnread,
  cookieConsent,
  creatorApplicationDraft,
  dialogs,
  interestsPrompt,
  notificationUnread,
  paymentFlow,
  planManager,
  searchHistory,
  sessionExpiry,
];

// Taken when the preview loads, before any story ran: the states a fresh document starts with
// (the stores that read storage read it before any story wrote to it).
const initialStates = APP_STORES.map((store) => structuredClone(snapshot(store)) as object);

/** Puts every store back to its first state, and hides any popup (and its timer). */
export function resetAppStores(): void {
  APP_STORES.forEach((store, index) => {
    const initial = structuredClone(initialStates[index]!) as Record<string, unknown>;
    const current = store as Record<string, unknown>;
    for (const key of Object.keys(current)) if (!(key in initial)) delete current[key];
    Object.assign(current, initial);
  });
  dismissPopup();
}
