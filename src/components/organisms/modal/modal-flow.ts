/**
 * The modal flow of spec §4, without React: confirm runs the action with loading shown; a
 * returned string is shown as an error and the modal stays open; a throw or `false` keeps it
 * open; anything else closes it and then runs the queued next action.
 */
import type { DialogAction } from '../../../state/dialogs.ts';

export type ModalActionOutcome =
  | { status: 'closed' }
  | { status: 'error'; message: string }
  | { status: 'refused' }
  | { status: 'failed'; error: unknown };

/** The effects the flow drives; the hook binds them to React state. */
export interface ModalFlowEffects {
  setLoading: (loading: boolean) => void;
  setError: (message: string | null) => void;
  close: () => void;
  /** The queued next action, run after the modal has closed. */
  next?: () => void;
}

/** Runs `action` once and drives the effects; resolves with what happened. Never rejects. */
export async function runModalAction(
  action: DialogAction | undefined,
  effects: ModalFlowEffects,
): Promise<ModalActionOutcome> {
  effects.setError(null);
  effects.setLoading(true);
  let outcome: ModalActionOutcome;
  try {
    const result = await action?.();
    if (typeof result === 'string') outcome = { status: 'error', message: result };
    else if (result === false) outcome = { status: 'refused' };
    else outcome = { status: 'closed' };
  } catch (error) {
    // The action reports its own failure (e.g. a popup); the modal just stays usable.
    outcome = { status: 'failed', error };
  }
  effects.setLoading(false);
  if (outcome.status === 'error') effects.setError(outcome.message);
  if (outcome.status === 'closed') {
    effects.close();
    effects.next?.();
  }
  return outcome;
}
