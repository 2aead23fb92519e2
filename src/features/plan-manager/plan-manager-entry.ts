/**
 * A one-line stepping stone to the dialog's chunk. The app shell imports this module, not the
 * dialog: Vite lists a dynamic import's whole dependency graph beside the call for preloading,
 * and the dialog's list (the query client, Headless UI, zod...) would weigh on every first visit.
 */
export const loadPlanManagerDialog = () =>
  import('./plan-manager-dialog.tsx').then((module) => module.PlanManagerDialog);
