/** Query key root of the member's second factor (`user/getTwoFactor`). */
export const twoFactorKeys = {
  root: ['two-factor'] as const,
  status: () => [...twoFactorKeys.root, 'status'] as const,
};
