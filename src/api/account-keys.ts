/** Query key root of the account calls the app caches (email availability, the terms declaration). */
export const accountKeys = {
  root: ['account'] as const,
};
