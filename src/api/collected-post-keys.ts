/**
 * Query keys of the posts a fan bought or liked (mine-buy's purchased tab, the collection), apart
 * from their call: a like or a payment asks them again without loading the call's code (the feed's
 * like is on home's first visit, the bundle budget).
 */
export const collectedPostKeys = {
  root: ['collected-posts'] as const,
  list: (filter: object) => [...collectedPostKeys.root, filter] as const,
};
