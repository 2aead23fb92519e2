/**
 * A stepping stone to the feeds' view tracker (see src/screens/creator/creator-entry.ts): a feed's
 * chunk, home's among them, imports this one line instead of carrying the tracker's preload list.
 */
export const loadPostViewTracker = () =>
  import('./post-view-tracker.tsx').then((module) => ({ default: module.PostViewTracker }));
