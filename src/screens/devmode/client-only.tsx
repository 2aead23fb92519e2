import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { devmodePageTexts as t } from './devmode-messages.ts';

const nothingToWatch = () => () => undefined;

/**
 * True when the browser renders, false in a server render (renderToString, which makes the
 * first HTML): React asks the store's server snapshot there.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/**
 * What the app's parts that need the browser do (the cookie banner, dialogs, the video player):
 * the server's render leaves them out, here with a placeholder in their place.
 */
export function ClientOnly({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useInBrowser() ? children : placeholder;
}

/** The window's width and the time zone: what only a browser knows. */
function BrowserFacts() {
  const intl = useIntl();
  return (
    <p data-testid="client-only-facts" className="text-ink">
      {intl.formatMessage(t.inBrowser, {
        width: window.innerWidth,
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      })}
    </p>
  );
}

/** The client-only sample: the browser's facts, a line of skeleton in a server render. */
export function ClientOnlySample() {
  return (
    <ClientOnly placeholder={<Skeleton shape="text" className="w-72 max-w-full" />}>
      <BrowserFacts />
    </ClientOnly>
  );
}

/** client-only: the sample on its own. */
export function ClientOnlyPage() {
  return (
    <div className="rounded-card bg-surface p-4 ring-1 ring-line/60">
      <ClientOnlySample />
    </div>
  );
}
