/**
 * A stepping stone to the card that decrypts a locked post's picture (see member-home-entry.ts):
 * the feed's chunk, home's first visit among them, imports this one line instead of carrying the
 * card's list of 26 chunks to preload.
 */
export const loadEncryptedPostCard = () =>
  import('./encrypted-post-card.tsx').then((module) => ({ default: module.EncryptedPostCard }));
