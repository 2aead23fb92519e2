import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useRecordVideoPlay } from '../../api/record-video-play.ts';
import { viewTime } from '../post-views/view-timing.ts';

// Media events do not bubble: the card listens for them on the way down (capture).
const STARTS = ['playing'] as const;
const STOPS = ['pause', 'ended', 'waiting', 'emptied'] as const;

/**
 * Reports how long a feed video was played (`home/playRecord`, time in ms) once its card leaves the
 * screen, once per appearance, like a post's view (spec §9); a card that goes away (another page)
 * counts as leaving. Nothing is sent for a video that was not played. Time is read from
 * `Date.now()`, so a fake clock drives it.
 */
export function usePlayRecord(rootRef: RefObject<HTMLElement | null>, postId: number, inView: boolean): void {
  const { mutate } = useRecordVideoPlay();
  const send = useRef(mutate);
  const id = useRef(postId);
  useEffect(() => {
    send.current = mutate;
    id.current = postId;
  }, [mutate, postId]);
  const played = useRef({ total: 0, since: null as number | null });
  const flush = useCallback(() => {
    const { total, since } = played.current;
    const time = viewTime(0, total + (since === null ? 0 : Date.now() - since));
    played.current = { total: 0, since: null };
    if (time > 0) send.current({ id: id.current, time });
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const start = () => {
      played.current.since ??= Date.now();
    };
    const stop = () => {
      const { since } = played.current;
      if (since === null) return;
      played.current = { total: played.current.total + Date.now() - since, since: null };
    };
    for (const type of STARTS) root.addEventListener(type, start, true);
    for (const type of STOPS) root.addEventListener(type, stop, true);
    return () => {
      for (const type of STARTS) root.removeEventListener(type, start, true);
      for (const type of STOPS) root.removeEventListener(type, stop, true);
    };
  }, [rootRef]);

  useEffect(() => {
    if (!inView) flush();
  }, [inView, flush]);
  // Unmounting (another page) is leaving the screen too.
  useEffect(() => flush, [flush]);
}
