import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '../../components/atoms/button/button.tsx';
import {
  acceptCookies,
  COOKIE_AGREEMENT_KEY,
  cookieConsent,
  refreshCookieConsent,
} from '../../state/cookie-consent.ts';
import { popup, showPopup } from '../../state/popup.ts';
import { addOne, devmodeCounter, resetCounter, takeOneAway } from './devmode-counter.ts';
import { DevmodeFrame } from './devmode-frame.tsx';
import { devmodePageTexts as t } from './devmode-messages.ts';

/** One store: its name in the code, its snapshot as JSON, and what changes it. */
function StorePanel({ name, snapshot, children }: { name: string; snapshot: unknown; children: ReactNode }) {
  return (
    <DevmodeFrame name={name} testId={`store-${name}`}>
      <pre
        data-testid="store-snapshot"
        className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap text-ink"
        dir="ltr"
      >
        {JSON.stringify(snapshot, null, 2)}
      </pre>
      <div className="flex flex-wrap gap-2">{children}</div>
    </DevmodeFrame>
  );
}

/** Takes the consent back, as a cleared storage would: the cookie banner returns. */
function forgetConsent() {
  try {
    globalThis.localStorage?.removeItem(COOKIE_AGREEMENT_KEY);
  } catch {
    // Storage disabled: the store is read again all the same.
  }
  refreshCookieConsent();
}

/**
 * pinia: the spec's page for the original app's store library. Here the stores are valtio's
 * (docs/decisions/devmode-pages.md): a counter of this page and two of the app's own stores, the
 * popup and the cookie consent, each shown live as a snapshot beside the actions that change it.
 */
export function StoresPage() {
  const intl = useIntl();
  const counter = useSnapshot(devmodeCounter);
  const popupNow = useSnapshot(popup);
  const consent = useSnapshot(cookieConsent);
  return (
    <div className="grid gap-4 desktop:grid-cols-3">
      <StorePanel name="devmodeCounter" snapshot={counter}>
        <Button size="sm" onClick={addOne}>
          {intl.formatMessage(t.addOne)}
        </Button>
        <Button size="sm" variant="secondary" onClick={takeOneAway}>
          {intl.formatMessage(t.takeOne)}
        </Button>
        <Button size="sm" variant="ghost" onClick={resetCounter}>
          {intl.formatMessage(t.reset)}
        </Button>
      </StorePanel>
      <StorePanel name="popup" snapshot={popupNow}>
        <Button size="sm" onClick={() => showPopup(intl.formatMessage(t.popupText))}>
          {intl.formatMessage(t.showPopup)}
        </Button>
      </StorePanel>
      <StorePanel name="cookieConsent" snapshot={consent}>
        <Button size="sm" onClick={acceptCookies} disabled={consent.agreed}>
          {intl.formatMessage(t.acceptCookies)}
        </Button>
        <Button size="sm" variant="secondary" onClick={forgetConsent} disabled={!consent.agreed}>
          {intl.formatMessage(t.forgetConsent)}
        </Button>
      </StorePanel>
    </div>
  );
}
