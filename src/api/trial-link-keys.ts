/** Query keys of free trial links: a creator's list (mine-earn) and a link as the viewer would claim it. */
export const trialLinkKeys = {
  root: ['trial-links'] as const,
  list: () => [...trialLinkKeys.root, 'list'] as const,
  offer: (code: string) => [...trialLinkKeys.root, 'offer', code] as const,
};
