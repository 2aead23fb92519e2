/**
 * Stepping stones to the post detail's chunks (see payment-entry.ts): the app's entry imports this
 * module, not the screens, so it does not carry their preload lists (bytes on every first visit).
 */
export const loadPostDetailScreen = () =>
  import('./post-detail-screen.tsx').then((module) => module.PostDetailScreen);

/**
 * The overlay's frame, with the post's content (which the frame loads) asked for beside it, so the
 * first opening waits for one round trip (a failure is the frame's to retry when it asks).
 */
export const loadPostDetailOverlay = () => {
  import('./post-detail-view.tsx').catch(() => undefined);
  return import('./post-detail-overlay.tsx').then((module) => module.PostDetailOverlay);
};
