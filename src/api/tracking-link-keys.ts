/** Query keys of a creator's tracking links (mine-earn): creating or deleting one invalidates the root. */
export const trackingLinkKeys = {
  root: ['tracking-links'] as const,
  list: () => [...trackingLinkKeys.root, 'list'] as const,
};
