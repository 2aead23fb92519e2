/**
 * The plan management dialog (spec §2, §4): open or not, its view (list 1, form 2, detail 3)
 * with a back history, and the plan the form or the detail is about. Mounted once in the root
 * shell, loaded the first time it opens; anyone may open it with `openPlanManager()` (the mine
 * home entry, the publish form's "create a plan first" dialog). UI state only.
 */
import { proxy } from 'valtio';

/** The views; `offer` (issue 25) is a plan's offer: its form, or the running one with End. */
export const PLAN_VIEW = { list: 1, form: 2, detail: 3, offer: 4 } as const;
export type PlanView = (typeof PLAN_VIEW)[keyof typeof PLAN_VIEW];

interface PlanManagerPlace {
  view: PlanView;
  /** The plan edited (form) or shown (detail); null for the list and for a new plan. */
  planId: number | null;
}

export interface PlanManagerState extends PlanManagerPlace {
  open: boolean;
  /** Where back goes, the most recent last. */
  history: PlanManagerPlace[];
}

export const planManager = proxy<PlanManagerState>({ open: false, view: 1, planId: null, history: [] });

/** Opens the dialog on its list (or straight on the add form with `{ adding: true }`). */
export function openPlanManager({ adding = false }: { adding?: boolean } = {}): void {
  planManager.history = adding ? [{ view: PLAN_VIEW.list, planId: null }] : [];
  planManager.view = adding ? PLAN_VIEW.form : PLAN_VIEW.list;
  planManager.planId = null;
  planManager.open = true;
}

export function closePlanManager(): void {
  planManager.open = false;
  planManager.history = [];
  planManager.view = PLAN_VIEW.list;
  planManager.planId = null;
}

/** Goes to another view, remembering the current one for back. */
export function showPlanView(view: PlanView, planId: number | null = null): void {
  planManager.history.push({ view: planManager.view, planId: planManager.planId });
  planManager.view = view;
  planManager.planId = planId;
}

/** Back one view; from the first view it closes the dialog. Leaving the form drops its edits. */
export function planManagerBack(): void {
  const previous = planManager.history.pop();
  if (!previous) {
    closePlanManager();
    return;
  }
  planManager.view = previous.view;
  planManager.planId = previous.planId;
}
