import type { RefObject } from 'react';
import { useRecordPostView } from '../../api/record-post-view.ts';
import { usePostViews } from './use-post-views.ts';

export interface PostViewTrackerProps {
  /** The feed's list, whose cards carry `data-post-view` (their post's id). */
  listRef: RefObject<HTMLElement | null>;
}

/**
 * Reports a feed's views (`home/stat`, spec §9): mounted once beside a feed's list, it sends each
 * card's time on screen as the card leaves it. Renders nothing; a chunk of its own, so a first visit
 * paints before it loads.
 */
export function PostViewTracker({ listRef }: PostViewTrackerProps) {
  const { mutate } = useRecordPostView();
  usePostViews(listRef, (id, time) => mutate({ id, time }));
  return null;
}
