import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useOverflowEdges } from './use-overflow-edges.ts';

export interface TabBarItem<T extends string> {
  value: T;
  label: string;
}

export interface TabBarProps<T extends string> {
  items: readonly TabBarItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the tab list for assistive tech. */
  label: string;
  /** id prefix; tab `i` controls the panel `{idPrefix}-panel`. */
  idPrefix: string;
  className?: string;
}

/**
 * Segmented tabs (WAI-ARIA tabs pattern): arrow keys move between tabs in reading direction,
 * Home/End jump to the ends. The bar never grows past its container: when the labels of a long
 * language do not fit (home's four tabs at 375 px, mine-post's five), the pills scroll sideways,
 * the edge with more beyond it fades out, and the chosen one is scrolled into view.
 */
export function TabBar<T extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  className = '',
}: TabBarProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  // Observed afresh when the labels change, not on every render (callers build `items` inline).
  useOverflowEdges(bar, items.map((item) => item.label).join('\n'));
  const selectedIndex = items.findIndex((item) => item.value === value);
  useEffect(() => revealTab(refs.current[selectedIndex]), [selectedIndex]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step) next = (current + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (item) onChange(item.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      ref={bar}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`edge-fade inline-flex max-w-full gap-1 overflow-x-auto overscroll-x-contain rounded-full bg-surface-sunken p-1 [scrollbar-width:none] ${className}`}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={`h-9 min-w-20 shrink-0 rounded-full px-4 whitespace-nowrap text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${selected ? 'bg-surface text-ink shadow-card' : 'text-ink-muted hover:text-ink'}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Scrolls the bar, not the page, so that `tab` is fully visible: a chosen tab at the end of a bar
 * that scrolls would otherwise start hidden.
 */
function revealTab(tab: HTMLButtonElement | null | undefined) {
  const bar = tab?.parentElement;
  if (!tab || !bar || bar.scrollWidth <= bar.clientWidth) return;
  const barBox = bar.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < barBox.left) bar.scrollLeft -= barBox.left - tabBox.left;
  else if (tabBox.right > barBox.right) bar.scrollLeft += tabBox.right - barBox.right;
}
