import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isNearTop, waitBeforeLoad } from './chat-message-list.logic.ts';
import type { ChatHistoryStatus } from './chat-history-head.tsx';

/**
 * Asking for older pages (spec §9): `maybeLoadOlder` asks for the page before the oldest message
 * when the reader is within `loadDistance` px of the top and the history is idle, at most once
 * per `loadInterval` ms (a call too soon waits for the interval, once).
 */
export function useOlderPages(
  scroller: RefObject<HTMLDivElement | null>,
  options: {
    historyStatus: ChatHistoryStatus;
    onLoadOlder: () => void;
    loadDistance: number;
    loadInterval: number;
  },
) {
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const maybeLoadOlder = useCallback(() => {
    const attempt = () => {
      const node = scroller.current;
      const current = latest.current;
      if (!node || current.historyStatus !== 'idle' || !isNearTop(node, current.loadDistance)) return;
      if (loadTimer.current !== undefined) return;
      const wait = waitBeforeLoad(Date.now(), lastLoad.current, current.loadInterval);
      if (wait > 0) {
        loadTimer.current = setTimeout(() => {
          loadTimer.current = undefined;
          attempt();
        }, wait);
        return;
      }
      lastLoad.current = Date.now();
      current.onLoadOlder();
    };
    attempt();
  }, [scroller]);
  useEffect(() => () => clearTimeout(loadTimer.current), []);
  return maybeLoadOlder;
}
