import { useCallback, useEffect, useRef, useState } from 'react';
import { useMarkNotificationsRead } from '../../../api/mark-notifications-read.ts';
import type { Notification } from '../../../contract/entities-notifications.ts';

/** The most ids `user/markNotificationsRead` takes at once. */
const MARK_BATCH = 100;

/**
 * Marks read the unread notifications the centre shows, as each page of them is displayed
 * (issue 25: "marked read when seen"). They keep their unread look while the member stays on the
 * screen, so what was new is still told apart; `looksUnread` says which. "Mark all as read" is
 * `markAll`, after which nothing looks unread.
 */
export function useMarkShownRead(rows: readonly Notification[] | undefined) {
  const mark = useMarkNotificationsRead();
  const { mutate } = mark;
  // Ids already sent (or being sent): a re-render or a next page never sends them again.
  const sent = useRef(new Set<number>());
  // The ids that were unread when shown: their look stays until the member leaves.
  const [shownUnread, setShownUnread] = useState<ReadonlySet<number>>(new Set());
  // "Mark all as read" marks everything that happened up to the newest row shown (the list's
  // order). An older page read by the server before the click, arriving after it, still says
  // unread; it is read all the same.
  const [readThrough, setReadThrough] = useState(0);
  const isNewer = useCallback((row: Notification) => row.created_ts > readThrough, [readThrough]);

  useEffect(() => {
    const fresh = (rows ?? [])
      .filter((row) => row.read === 0 && isNewer(row) && !sent.current.has(row.id))
      .map((row) => row.id);
    if (fresh.length === 0) return;
    fresh.forEach((id) => sent.current.add(id));
    setShownUnread((before) => new Set([...before, ...fresh]));
    for (let start = 0; start < fresh.length; start += MARK_BATCH) {
      mutate({ ids: fresh.slice(start, start + MARK_BATCH) });
    }
  }, [rows, isNewer, mutate]);

  const markAll = useCallback(() => {
    setShownUnread(new Set());
    setReadThrough(Math.max(0, ...(rows ?? []).map((row) => row.created_ts)));
    mutate({ all: true });
  }, [rows, mutate]);

  const looksUnread = useCallback(
    (row: Notification) => isNewer(row) && (shownUnread.has(row.id) || row.read === 0),
    [shownUnread, isNewer],
  );
  return { looksUnread, markAll, markingAll: mark.isPending && mark.variables && 'all' in mark.variables };
}
