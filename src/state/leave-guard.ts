/**
 * A screen with unsaved work (the publish form, spec §4 "leaving publish with changes asks for
 * cancel-publish confirmation") holds the in-app navigation: the router's aroundNav
 * (history-entries.ts) asks the guard before it navigates, and the guard calls `proceed` once the
 * user agrees. A reload or a closed tab is the browser's beforeunload, set by the screen.
 */

/** Asks the user; calls `proceed` to let the navigation happen. */
export type LeaveQuestion = (proceed: () => void) => void;

let question: LeaveQuestion | null = null;

/** Sets the question (null lifts it); returns a function that lifts it if it is still this one. */
export function holdNavigation(ask: LeaveQuestion | null): () => void {
  question = ask;
  return () => {
    if (question === ask) question = null;
  };
}

/** Runs `go` at once, or after the guard's question is answered yes (the guard is lifted first). */
export function guardedNavigation(go: () => void): void {
  const ask = question;
  if (!ask) return go();
  ask(() => {
    if (question === ask) question = null;
    go();
  });
}
