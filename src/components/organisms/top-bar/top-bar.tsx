import { useState, type ReactNode } from 'react';
import { TOP_BAR_HIDE_AFTER_PX } from './top-bar.logic.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

export interface TopBarProps {
  /** The page's heading, centred between the back slot and the actions. */
  title: ReactNode;
  /** Start slot, usually a `BackButton`. */
  back?: ReactNode;
  /** End slot: icon buttons for the page's actions. */
  actions?: ReactNode;
  /** Hides after the page scrolls this many px (spec §9: 100); `false` keeps it. @default 100 */
  hideAfter?: number | false;
  /** The element that scrolls; the window when absent. */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

/** The mobile top bar: back, title and actions; slides away once the page scrolls past 100 px. */
export function TopBar({
  title,
  back,
  actions,
  hideAfter = TOP_BAR_HIDE_AFTER_PX,
  scrollContainer,
  className = '',
}: TopBarProps) {
  const scrolledPast = useScrolledPast(hideAfter, scrollContainer);
  // Keyboard focus inside keeps the bar on screen, so a focused control is never hidden.
  const [focusWithin, setFocusWithin] = useState(false);
  const hidden = scrolledPast && !focusWithin;
  return (
    <header
      data-hidden={hidden || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className={`sticky top-0 z-30 grid h-14 grid-cols-[minmax(2.5rem,1fr)_auto_minmax(2.5rem,1fr)] items-center gap-2 border-b border-line/70 bg-surface/95 px-2 pt-[env(safe-area-inset-top)] backdrop-blur-lg transition-transform duration-200 ${hidden ? '-translate-y-full' : ''} ${className}`}
    >
      <div className="flex items-center justify-start">{back}</div>
      <h1 className="min-w-0 truncate text-center text-base font-semibold text-ink">{title}</h1>
      <div className="flex items-center justify-end gap-1">{actions}</div>
    </header>
  );
}
