/** Spec §9 "hide top bar 100 px": the mobile top bar leaves once the page scrolls past this. */
export const TOP_BAR_HIDE_AFTER_PX = 100;

/** Whether the top bar is hidden at this scroll position; `false` as threshold never hides it. */
export function isTopBarHidden(scrollY: number, hideAfter: number | false = TOP_BAR_HIDE_AFTER_PX): boolean {
  return hideAfter !== false && scrollY > hideAfter;
}
