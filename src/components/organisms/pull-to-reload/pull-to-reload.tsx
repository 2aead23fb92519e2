import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Icon } from '../../atoms/icon/icon.tsx';
import { refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { PULL_TO_RELOAD_PX, pullOffset, pullProgress, shouldReload } from './pull-to-reload.logic.ts';

export interface PullToReloadProps {
  /** Called when a pull passes the threshold; the spinner shows until its promise settles. */
  onReload: () => Promise<unknown> | void;
  children: ReactNode;
  /** Drag distance that reloads, in px (spec §2: 100). @default 100 */
  threshold?: number;
  /** @default false */
  disabled?: boolean;
  /** The element that scrolls; a pull only starts when it (or the window) is at its top. */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

/** Pull the top of a list down 100 px to reload it (touch, pen or mouse drag). */
export function PullToReload({
  onReload,
  children,
  threshold = PULL_TO_RELOAD_PX,
  disabled = false,
  scrollContainer,
  className = '',
}: PullToReloadProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const startY = useRef<number | null>(null);
  const [dragY, setDragY] = useState(0);
  const [reloading, setReloading] = useState(false);

  const atTop = () => (scrollContainer ? scrollContainer.scrollTop : window.scrollY) <= 0;
  const begin = (clientY: number) => {
    if (disabled || reloading || !atTop()) return false;
    startY.current = clientY;
    return true;
  };
  const move = (clientY: number) => {
    if (startY.current === null) return 0;
    const dy = clientY - startY.current;
    setDragY(Math.max(0, dy));
    return dy;
  };
  const end = (clientY: number | null) => {
    if (startY.current === null) return;
    const dy = clientY === null ? 0 : clientY - startY.current;
    startY.current = null;
    setDragY(0);
    if (!shouldReload(dy, threshold)) return;
    setReloading(true);
    // Called now, inside the gesture's event, not a microtask later.
    let pending: Promise<unknown> | void;
    try {
      pending = onReload();
    } catch (error) {
      pending = Promise.reject(error);
    }
    void Promise.resolve(pending)
      .catch(() => {
        // The list shows its own error state; the gesture only has to stop spinning.
      })
      .finally(() => setReloading(false));
  };

  // Touch uses touch events: pointer events are cancelled as soon as the browser starts
  // panning, and touchmove must be non-passive to stop the browser's own overscroll.
  const handlers = useRef({ begin, move, end });
  useEffect(() => {
    handlers.current = { begin, move, end };
  });
  useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    let lastY: number | null = null;
    const onStart = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (event.touches.length === 1 && y !== undefined && handlers.current.begin(y)) lastY = y;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (lastY === null || y === undefined) return;
      lastY = y;
      if (handlers.current.move(y) > 0 && event.cancelable) event.preventDefault();
    };
    const onEnd = () => {
      handlers.current.end(lastY);
      lastY = null;
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    node.addEventListener('touchmove', onMove, { passive: false });
    node.addEventListener('touchend', onEnd);
    node.addEventListener('touchcancel', onEnd);
    return () => {
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchmove', onMove);
      node.removeEventListener('touchend', onEnd);
      node.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const isMouseOrPen = (event: ReactPointerEvent) => event.pointerType !== 'touch';
  const offset = reloading ? pullOffset(threshold, threshold) : pullOffset(dragY, threshold);
  const progress = pullProgress(dragY, threshold);

  return (
    <div
      ref={rootRef}
      className={`relative overscroll-y-contain ${className}`}
      data-pulling={dragY > 0 || undefined}
      onPointerDown={(event) => {
        if (isMouseOrPen(event) && event.button === 0 && begin(event.clientY)) {
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // A synthetic pointer cannot be captured; moves still reach us while over the list.
          }
        }
      }}
      onPointerMove={(event) => isMouseOrPen(event) && move(event.clientY)}
      onPointerUp={(event) => isMouseOrPen(event) && end(event.clientY)}
      onPointerCancel={(event) => isMouseOrPen(event) && end(null)}
    >
      <div
        className="pointer-events-none absolute inset-x-0 top-0 flex justify-center"
        style={{ height: offset, opacity: reloading ? 1 : progress }}
      >
        <span className="mt-2 flex h-9 w-9 items-center justify-center rounded-full bg-surface text-brand-600 shadow-raised">
          {reloading ? (
            <Spinner size={18} announce />
          ) : (
            <Icon
              icon={refreshIcon}
              size={18}
              aria-hidden
              data-armed={shouldReload(dragY, threshold) || undefined}
              style={{ transform: `rotate(${progress * 270}deg)` }}
            />
          )}
        </span>
      </div>
      <div
        className={dragY > 0 ? '' : 'transition-transform duration-200'}
        style={{ transform: offset ? `translateY(${offset}px)` : undefined }}
      >
        {children}
      </div>
    </div>
  );
}
