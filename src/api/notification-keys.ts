/**
 * Query keys of the signed-in member's notifications (issue 25): the list, the bell's unread count
 * and the per-type settings, under one root so a sign-out or a mark-read reaches them all.
 */
export const notificationKeys = {
  root: ['notifications'] as const,
  list: () => [...notificationKeys.root, 'list'] as const,
  unread: () => [...notificationKeys.root, 'unread'] as const,
  settings: () => [...notificationKeys.root, 'settings'] as const,
};
