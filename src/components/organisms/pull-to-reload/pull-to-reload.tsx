import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../atoms/icon/icon.tsx';
import { refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { PULL_TO_RELOAD_PX, pullOffset, pullProgress, shouldReload } from './pull-to-reload.logic.ts';

export interface PullToReloadProps {
  /** Called when a pull passes the threshold; the spinner shows until its promise settles. */
  onReload: () => Promise<unknown> | void;
  /** The list the pull moves (unless `target` is given). */
  children?: ReactNode;
  /**
   * An element rendered by the page itself that the pull moves, instead of `children`: the organism
   * then draws only its indicator, where it is placed (inside `target`, just above its top edge),
   * and leaves the page's markup as it was. For a page whose first HTML must not change when the
   * gesture's code arrives after it (home). `target` must be positioned (`relative`).
   */
  target?: HTMLElement | null;
  /** Drag distance that reloads, in px (spec §2: 100). @default 100 */
  threshold?: number;
  /** @default false */
  disabled?: boolean;
  /** The element that scrolls; a pull only starts when it (or the window) is at its top. */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

const SETTLE = 'transform 200ms';

/** Pull the top of a list down 100 px to reload it (touch, pen or mouse drag). */
export function PullToReload({
  onReload,
  children,
  target,
  threshold = PULL_TO_RELOAD_PX,
  disabled = false,
  scrollContainer,
  className = '',
}: PullToReloadProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const startY = useRef<number | null>(null);
  const [dragY, setDragY] = useState(0);
  const [reloading, setReloading] = useState(false);
  const node = target === undefined ? root : target;

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

  // The latest handlers, for listeners added once per element.
  const handlers = useRef({ begin, move, end });
  useEffect(() => {
    handlers.current = { begin, move, end };
  });
  useEffect(() => {
    if (!node) return;
    // Touch uses touch events: pointer events are cancelled as soon as the browser starts
    // panning, and touchmove must be non-passive to stop the browser's own overscroll.
    let lastY: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (event.touches.length === 1 && y !== undefined && handlers.current.begin(y)) lastY = y;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (lastY === null || y === undefined) return;
      lastY = y;
      if (handlers.current.move(y) > 0 && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = () => {
      handlers.current.end(lastY);
      lastY = null;
    };
    // A mouse or a pen drags with pointer events.
    const isMouseOrPen = (event: PointerEvent) => event.pointerType !== 'touch';
    const onPointerDown = (event: PointerEvent) => {
      if (!isMouseOrPen(event) || event.button !== 0 || !handlers.current.begin(event.clientY)) return;
      try {
        node.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer cannot be captured; moves still reach us while over the list.
      }
    };
    const onPointerMove = (event: PointerEvent) => {
      if (isMouseOrPen(event)) handlers.current.move(event.clientY);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (isMouseOrPen(event)) handlers.current.end(event.clientY);
    };
    const onPointerCancel = (event: PointerEvent) => {
      if (isMouseOrPen(event)) handlers.current.end(null);
    };
    const listeners = [
      ['touchstart', onTouchStart, { passive: true }],
      ['touchmove', onTouchMove, { passive: false }],
      ['touchend', onTouchEnd, undefined],
      ['touchcancel', onTouchEnd, undefined],
      ['pointerdown', onPointerDown, undefined],
      ['pointermove', onPointerMove, undefined],
      ['pointerup', onPointerUp, undefined],
      ['pointercancel', onPointerCancel, undefined],
    ] as const;
    for (const [type, listener, options] of listeners) {
      node.addEventListener(type, listener as EventListener, options);
    }
    return () => {
      for (const [type, listener] of listeners) node.removeEventListener(type, listener as EventListener);
    };
  }, [node]);

  const offset = reloading ? pullOffset(threshold, threshold) : pullOffset(dragY, threshold);
  const progress = pullProgress(dragY, threshold);
  const transform = offset ? `translateY(${offset}px)` : '';
  const transition = dragY > 0 ? 'none' : SETTLE;

  // An element of the page moves: its own style carries the pull, nothing else of it changes.
  useEffect(() => {
    if (!target) return;
    target.style.setProperty('transform', transform);
    target.style.setProperty('transition', transition);
  }, [target, transform, transition]);
  useEffect(() => {
    if (!target) return;
    return () => {
      target.style.removeProperty('transform');
      target.style.removeProperty('transition');
    };
  }, [target]);

  const indicator = (
    <div
      className={`pointer-events-none absolute inset-x-0 flex justify-center ${target === undefined ? 'top-0' : 'bottom-full overflow-hidden'}`}
      style={{ height: offset, opacity: reloading ? 1 : progress }}
    >
      <span className="mt-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface text-brand-600 shadow-raised">
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
  );

  if (target !== undefined) return indicator;
  return (
    <div
      ref={setRoot}
      className={`relative overscroll-y-contain ${className}`}
      data-pulling={dragY > 0 || undefined}
    >
      {indicator}
      <div style={{ transform: transform || undefined, transition }}>{children}</div>
    </div>
  );
}
