/** Query key root of the operations console's calls: signing in or out drops every one of them. */
export const opsKeys = {
  root: ['ops'] as const,
  me: ['ops', 'me'] as const,
};
