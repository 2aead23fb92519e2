import { useState, type ReactNode } from 'react';
import { TOP_BAR_HIDE_AFTER_PX } from './top-bar.logic.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/**
 * - `bar`: the mobile top bar, sticky, title centred between the slots; hides past `hideAfter`.
 * - `page`: a screen's own header inside the page (back, a large start-aligned title, actions),
 *   under the app's bar on a phone and at the top of the content on desktop; it scrolls with
 *   the page and never hides.
 */
const variants = {
  bar: {
    header:
      'sticky top-0 z-30 grid h-14 grid-cols-[minmax(2.5rem,1fr)_auto_minmax(2.5rem,1fr)] items-center gap-2 border-b border-line/70 bg-surface/95 px-2 pt-[env(safe-area-inset-top)] backdrop-blur-lg transition-transform duration-200',
    start: 'flex items-center justify-start',
    title: 'min-w-0 truncate text-center text-base font-semibold text-ink',
  },
  page: {
    header: 'flex items-center gap-2',
    start: 'flex shrink-0 items-center',
    title: 'min-w-0 flex-1 text-2xl font-bold text-ink',
  },
} as const;

export interface TopBarProps {
  /** The page's heading (its `h1`); none when the screen below names the page itself. */
  title?: ReactNode;
  /** Start slot, usually a `BackButton` (the app's logo in the layout's bar). */
  back?: ReactNode;
  /** End slot: icon buttons for the page's actions. */
  actions?: ReactNode;
  /** @default 'bar' */
  variant?: keyof typeof variants;
  /** Hides after the page scrolls this many px (spec §9: 100); `false` keeps it. @default 100 */
  hideAfter?: number | false;
  /** The element that scrolls; the window when absent. */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

/**
 * The top bar: back, title and actions; as the mobile bar it slides away past 100 px of scroll. The
 * bar says it covers the window's top (`data-covers-top`), so the document's scroll padding keeps a
 * focused control clear of it while it shows on a phone (src/app/styles.css).
 */
export function TopBar({
  title,
  back,
  actions,
  variant = 'bar',
  hideAfter = TOP_BAR_HIDE_AFTER_PX,
  scrollContainer,
  className = '',
}: TopBarProps) {
  const classes = variants[variant];
  // A page header scrolls away with its page; only the sticky bar hides itself.
  const scrolledPast = useScrolledPast(variant === 'bar' ? hideAfter : false, scrollContainer);
  // Keyboard focus inside keeps the bar on screen, so a focused control is never hidden.
  const [focusWithin, setFocusWithin] = useState(false);
  const hidden = scrolledPast && !focusWithin;
  return (
    <header
      data-covers-top={variant === 'bar' ? 'top-bar' : undefined}
      data-hidden={hidden || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className={`${classes.header} ${hidden ? '-translate-y-full' : ''} ${className}`}
    >
      {back || variant === 'bar' ? <div className={classes.start}>{back}</div> : null}
      {title !== undefined ? (
        <h1 className={classes.title}>{title}</h1>
      ) : (
        // Keeps the bar's three columns when it has no title.
        <span aria-hidden />
      )}
      {actions || variant === 'bar' ? (
        <div className="flex items-center justify-end gap-1">{actions}</div>
      ) : null}
    </header>
  );
}
