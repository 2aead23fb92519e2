import { useCallback, useEffect, useRef, useState } from 'react';
import type { DialogAction } from '../../../state/dialogs.ts';
import { runModalAction, type ModalActionOutcome } from './modal-flow.ts';

export interface UseModalActionOptions {
  action?: DialogAction;
  onClose: () => void;
  /** The queued next action, run after a successful confirm has closed the modal. */
  next?: () => void;
}

export interface ModalActionState {
  /** True while the action runs: show it on the confirm button and block closing. */
  loading: boolean;
  /** The string the action returned, shown in the modal. */
  error: string | null;
  confirm: () => Promise<ModalActionOutcome | null>;
}

/** The spec §4 modal flow bound to React state (see modal-flow.ts). */
export function useModalAction({ action, onClose, next }: UseModalActionOptions): ModalActionState {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const confirm = useCallback(async () => {
    // A second click while the action runs must not run it twice.
    if (running.current) return null;
    running.current = true;
    const whileMounted =
      <T>(set: (value: T) => void) =>
      (value: T) => {
        if (mounted.current) set(value);
      };
    try {
      return await runModalAction(action, {
        setLoading: whileMounted(setLoading),
        setError: whileMounted(setError),
        close: onClose,
        next,
      });
    } finally {
      running.current = false;
    }
  }, [action, onClose, next]);

  return { loading, error, confirm };
}
