/** Query keys of the signed-in fan's spending limits (mine/buy/limits). */
export const spendingLimitKeys = {
  root: ['spending-limits'] as const,
};
