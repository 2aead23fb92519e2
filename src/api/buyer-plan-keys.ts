import { planKeys } from './plan-keys.ts';

/**
 * Query keys of the plans a fan is offered: a creator's plans on sale, and a post's recommended
 * and other plans. Under the plans root, so whatever refreshes plans (a payment) reaches them.
 */
export const buyerPlanKeys = {
  root: [...planKeys.root, 'buyer'] as const,
  creator: (uuid: string) => [...buyerPlanKeys.root, 'creator', uuid] as const,
  post: (postId: number, rmd: number) => [...buyerPlanKeys.root, 'post', postId, rmd] as const,
};
