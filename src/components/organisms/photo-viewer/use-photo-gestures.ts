import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { isDoubleTap, pinchZoom, swipeAction, type ViewerAction } from './photo-viewer.logic.ts';

/** A pointer that moved less than this is a tap, in px. */
const TAP_SLOP_PX = 10;

interface Point {
  x: number;
  y: number;
}

export interface GestureHandlers {
  zoom: number;
  rtl: boolean;
  onZoom: (zoom: number) => void;
  onPan: (dx: number, dy: number) => void;
  onDrag: (offset: Point | null) => void;
  onAction: (action: Exclude<ViewerAction, null>) => void;
  onDoubleTap: () => void;
}

/**
 * Pointer events for the stage: one finger (or the mouse) swipes, pans when zoomed, and taps;
 * two fingers pinch. Mouse and touch share one path, so a double click is a double tap.
 */
export function usePhotoGestures(handlers: GestureHandlers) {
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<Point | null>(null);
  const last = useRef<Point | null>(null);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const lastTap = useRef<number | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    // The paging buttons sit on the stage; capturing their pointer would swallow the click.
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(), zoom: handlers.zoom };
      start.current = null;
      handlers.onDrag(null);
    } else if (pointers.current.size === 1) {
      start.current = { x: event.clientX, y: event.clientY };
      last.current = start.current;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pinch.current && pointers.current.size === 2) {
      handlers.onZoom(pinchZoom(pinch.current.zoom, pinch.current.distance, distance()));
    } else if (start.current && last.current) {
      if (handlers.zoom > 1) handlers.onPan(point.x - last.current.x, point.y - last.current.y);
      else handlers.onDrag({ x: point.x - start.current.x, y: point.y - start.current.y });
      last.current = point;
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pinch.current) {
      if (pointers.current.size === 0) pinch.current = null;
      return;
    }
    const from = start.current;
    start.current = null;
    handlers.onDrag(null);
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.hypot(dx, dy) < TAP_SLOP_PX) {
      if (isDoubleTap(lastTap.current, event.timeStamp)) {
        lastTap.current = null;
        handlers.onDoubleTap();
      } else {
        lastTap.current = event.timeStamp;
      }
      return;
    }
    const action = swipeAction(dx, dy, handlers.rtl, handlers.zoom);
    if (action) handlers.onAction(action);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) pinch.current = null;
    start.current = null;
    handlers.onDrag(null);
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
