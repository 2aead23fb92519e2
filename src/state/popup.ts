/**
 * The popup message (toast) of spec §2: one message at a time, shown for 3 s, in a success
 * or a failure variant. Rendered by the PopupMessage organism. UI state only.
 */
import { proxy } from 'valtio';

/** How long a popup stays on screen (spec §9 "Popup 3 s"). */
export const POPUP_DURATION_MS = 3000;

export type PopupVariant = 'success' | 'failure';

export interface PopupEntry {
  id: number;
  message: string;
  variant: PopupVariant;
}

export const popup = proxy<{ current: PopupEntry | null }>({ current: null });

let sequence = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows `message`, replacing any popup on screen, and hides it 3 s later. The timer is read
 * from the globals at call time so a fake clock (tests, stories) controls it.
 */
export function showPopup(message: string, { variant = 'success' }: { variant?: PopupVariant } = {}): void {
  if (hideTimer !== undefined) globalThis.clearTimeout(hideTimer);
  sequence += 1;
  const id = sequence;
  popup.current = { id, message, variant };
  hideTimer = globalThis.setTimeout(() => dismissPopup(id), POPUP_DURATION_MS);
}

/** Hides the popup now; with an id, only if that popup is still the one shown. */
export function dismissPopup(id?: number): void {
  if (id !== undefined && popup.current?.id !== id) return;
  if (hideTimer !== undefined) globalThis.clearTimeout(hideTimer);
  hideTimer = undefined;
  popup.current = null;
}
