/**
 * Query keys of the signed-in fan's subscriptions (mine-buy's subscriptions tab): one list per
 * `user/listSubs` position (1 still giving access, 2 expired).
 */
export const userSubscriptionKeys = {
  root: ['user-subscriptions'] as const,
  list: (position: number) => [...userSubscriptionKeys.root, position] as const,
};
