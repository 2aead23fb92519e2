/**
 * Pages one level below a mine page (spec §2): the become-creator steps 2 and 3 under
 * /{lang}/mine/creator, the monthly statement under /{lang}/mine/earn and the notification settings
 * under /{lang}/mine/notifications (issue 25), the spending limits under /{lang}/mine/buy (issue 26). Read by the router (src/screens/mine/creator/creator-steps.ts) and by the
 * table of the app's pages (app-paths.ts); a module of its own so the step screens load nothing else.
 */
export const MINE_SUB_PAGES: Readonly<Record<string, readonly string[]>> = {
  creator: ['identity-agreement', 'take-picture'],
  earn: ['statement'],
  notifications: ['settings'],
  buy: ['limits'],
};
