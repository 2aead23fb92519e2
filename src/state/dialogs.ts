/**
 * The dialog stack (spec §2 "Dialogs"): every dialog opened through it, bottom first. The
 * DialogHost organism renders the stack; Esc closes only the topmost entry. UI state only.
 */
import type { ReactNode } from 'react';
import { proxy } from 'valtio';

/** What a confirm action may return (spec §4 modal flow): a string is an error to show. */
export type DialogActionResult = string | boolean | void | undefined;
/** The work a confirm button runs; sync or async. */
export type DialogAction = () => DialogActionResult | Promise<DialogActionResult>;

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'video';

interface DialogBase {
  title: string;
  message?: string;
  /** Called once the entry has left the stack, however it was closed. */
  onClosed?: () => void;
}

/** One button that acknowledges, e.g. the payment failure alert. */
export interface AlertDialogSpec extends DialogBase {
  kind: 'alert';
  confirmLabel?: string;
}

/** Cancel and confirm; confirm runs `action` through the modal flow, then `next`. */
export interface ConfirmDialogSpec extends DialogBase {
  kind: 'confirm';
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  action?: DialogAction;
  /** The queued next action: runs after a successful confirm has closed the dialog. */
  next?: () => void;
}

/** A progress bar (percentage, or indeterminate when null) with a Cancel while running. */
export interface ProgressDialogSpec extends DialogBase {
  kind: 'progress';
  progress: number | null;
  status: 'running' | 'done' | 'failed';
  onCancel?: () => void;
}

/** Any other content, rendered in a modal of the given size. */
export interface CustomDialogSpec extends DialogBase {
  kind: 'custom';
  size?: DialogSize;
  /**
   * A question the app cannot go on without (new terms to accept): no close button, and Esc and
   * the backdrop leave it open; its own buttons answer it. @default false
   */
  required?: boolean;
  render: (close: () => void) => ReactNode;
}

export type DialogSpec = AlertDialogSpec | ConfirmDialogSpec | ProgressDialogSpec | CustomDialogSpec;
export type DialogEntry = DialogSpec & { id: string };

export const dialogs = proxy<{ stack: DialogEntry[] }>({ stack: [] });

let sequence = 0;

/** Pushes a dialog on top of the stack and returns its id. */
export function openDialog(spec: DialogSpec): string {
  sequence += 1;
  const id = `dialog-${sequence}`;
  dialogs.stack.push({ ...spec, id });
  return id;
}

/** Removes one dialog, wherever it is in the stack; unknown ids are ignored. */
export function closeDialog(id: string): void {
  const index = dialogs.stack.findIndex((entry) => entry.id === id);
  if (index === -1) return;
  const [entry] = dialogs.stack.splice(index, 1);
  entry?.onClosed?.();
}

/** Closes the topmost dialog only (what Esc does). */
export function closeTopDialog(): void {
  const top = dialogs.stack.at(-1);
  if (top) closeDialog(top.id);
}

/** Empties the stack, e.g. on sign-out or between stories. */
export function closeAllDialogs(): void {
  while (dialogs.stack.length > 0) closeTopDialog();
}

/** Changes an open progress dialog (its percentage or status); other kinds are left alone. */
export function updateProgressDialog(
  id: string,
  patch: Partial<Pick<ProgressDialogSpec, 'progress' | 'status' | 'message'>>,
): void {
  const entry = dialogs.stack.find((candidate) => candidate.id === id);
  if (entry?.kind === 'progress') Object.assign(entry, patch);
}
