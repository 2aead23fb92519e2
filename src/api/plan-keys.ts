/** Query keys of the signed-in creator's plans and their posts (the plan manager). */
export const planKeys = {
  root: ['plans'] as const,
  mine: () => [...planKeys.root, 'mine'] as const,
  posts: (planId: number, unlock: number) => [...planKeys.root, 'posts', planId, unlock] as const,
};
