import { Tab } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/atoms/button/button.tsx';

/** A console page: its heading, then its content, at the console's width. */
export function OpsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  );
}

/**
 * The list and the opened item: side by side on a wide screen; on a phone the opened item takes
 * the list's place and offers the way back. `opened` null shows what to do first instead.
 */
export function ListBesideOpened({
  label,
  list,
  opened,
  pickOne,
  backLabel,
  onBack,
}: {
  /** The opened item's region. */
  label: string;
  list: ReactNode;
  opened: ReactNode | null;
  pickOne: string;
  backLabel: string;
  onBack: () => void;
}) {
  const isOpen = opened !== null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={`flex min-w-0 flex-col gap-3 ${isOpen ? 'max-lg:hidden' : ''}`}>{list}</div>
      <section aria-label={label} className={`min-w-0 ${isOpen ? '' : 'max-lg:hidden'}`}>
        {isOpen ? (
          <OpenedPane backLabel={backLabel} onBack={onBack}>
            {opened}
          </OpenedPane>
        ) : (
          <PickOne>{pickOne}</PickOne>
        )}
      </section>
    </div>
  );
}

/** One status tab of a queue, as a pill: the selected one filled. */
export function QueueTab({ children }: { children: ReactNode }) {
  return (
    <Tab className="min-h-11 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-ink data-selected:text-surface">
      {children}
    </Tab>
  );
}

/**
 * What the last decision did, in a live region above the list: it sits outside the opened item,
 * so the message outlives the item leaving the queue. Empty, it takes no room.
 */
export function DecisionStatus({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className="rounded-card bg-green-50 px-4 py-3 text-sm font-medium text-green-800 empty:hidden"
    >
      {message}
    </p>
  );
}

/** The opened item; on a phone it stands in the list's place, so it offers the way back. */
export function OpenedPane({
  backLabel,
  onBack,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="lg:hidden">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}

/** Where the opened item goes while none is: what to do first. */
export function PickOne({ children }: { children: ReactNode }) {
  return <p className="rounded-card p-6 text-ink-muted ring-1 ring-line">{children}</p>;
}
