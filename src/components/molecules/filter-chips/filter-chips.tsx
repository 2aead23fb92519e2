import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { IconShape } from '../../atoms/icon/icon.tsx';
import { Chip, type ChipSize } from '../../atoms/chip/chip.tsx';

/** Room left beside a chip scrolled into view, so the next one peeks out. */
const EDGE_PX = 24;

export interface FilterChipItem<T extends string> {
  value: T;
  label: string;
  icon?: IconShape;
}

export interface FilterChipsProps<T extends string> {
  items: readonly FilterChipItem<T>[];
  /** The chosen filter; exactly one is pressed. */
  value: T;
  onChange: (value: T) => void;
  /** Names the group for assistive tech ("Filter posts"). */
  label: string;
  /** @default 'md' */
  size?: ChipSize;
  className?: string;
}

/**
 * A single-choice row of filter chips (creator page: All, each subscription, Video, Image).
 * A toolbar of toggle buttons: one tab stop, arrow keys move in reading direction, Home/End
 * jump to the ends. Scrolls sideways on mobile and wraps on desktop.
 */
export function FilterChips<T extends string>({
  items,
  value,
  onChange,
  label,
  size = 'md',
  className = '',
}: FilterChipsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const toolbarRef = useRef<HTMLDivElement>(null);
  // Keep the chosen chip in view on a narrow screen. The row scrolls by itself, never the page
  // (scrollIntoView would), and in physical pixels, so it works the same mirrored.
  useEffect(() => {
    const bar = toolbarRef.current;
    const chip = refs.current[selectedIndex];
    if (!bar || !chip || bar.scrollWidth <= bar.clientWidth) return;
    const chipRect = chip.getBoundingClientRect();
    const barRect = bar.getBoundingClientRect();
    if (chipRect.left < barRect.left) bar.scrollBy({ left: chipRect.left - barRect.left - EDGE_PX });
    else if (chipRect.right > barRect.right) bar.scrollBy({ left: chipRect.right - barRect.right + EDGE_PX });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = refs.current.findIndex((node) => node === document.activeElement);
    const from = focused === -1 ? selectedIndex : focused;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step) next = (from + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Padding keeps the focus ring of the end chips inside the scroll box.
      className={`scrollbar-none flex gap-2 overflow-x-auto p-1 desktop:flex-wrap desktop:overflow-visible ${className}`}
    >
      {items.map((item, index) => (
        <Chip
          key={item.value}
          ref={(node) => {
            refs.current[index] = node;
          }}
          size={size}
          icon={item.icon}
          selected={index === selectedIndex}
          // Roving focus: only the chosen chip is a tab stop.
          tabIndex={index === selectedIndex ? 0 : -1}
          onClick={() => {
            if (item.value !== value) onChange(item.value);
          }}
        >
          {/* A chip may name a creator's plan, in the words they chose: isolated for direction. */}
          <bdi>{item.label}</bdi>
        </Chip>
      ))}
    </div>
  );
}
