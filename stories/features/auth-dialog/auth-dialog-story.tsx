/**
 * What the auth dialog stories share: a page with an "Open sign-in" button and the dialog,
 * opened on a given screen, the account mocks, and a fresh dialog state and call log per story.
 */
import type { Meta } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn, userEvent, waitFor, within, expect } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import { AuthDialog } from '../../../src/features/auth-dialog/auth-dialog.tsx';
import { accountHandlers, resetAccountCallLog } from '../../../src/mocks/handlers-account.ts';
import { ViewerProbe } from '../../support/session.tsx';
import {
  authDialog,
  closeAuthDialog,
  openAuthDialog,
  rememberAuthEmail,
  type AuthScreen,
} from '../../../src/state/auth-dialog.ts';

export interface AuthDialogStoryProps {
  /** The screen the dialog opens on when the story starts; closed when absent. */
  screen?: AuthScreen;
  /** The email carried from the main screen (sign-up, code and password screens). */
  email?: string;
  onOpenProviderPage: (url: string) => void;
}

/** The dialog as the root shell mounts it, with a button that opens it like any login prompt. */
export function AuthDialogStory({ screen, email, onOpenProviderPage }: AuthDialogStoryProps) {
  useEffect(() => {
    if (!screen) return;
    openAuthDialog(screen);
    if (email) rememberAuthEmail(email);
  }, [screen, email]);
  return (
    <div className="p-6">
      <Button onClick={() => openAuthDialog()}>Open sign-in</Button>
      <AuthDialog onOpenProviderPage={onOpenProviderPage} />
      <ViewerProbe />
    </div>
  );
}

/** The meta every auth dialog stories file spreads: component, mocks and a clean start. */
export const authDialogMeta = {
  component: AuthDialogStory,
  args: { onOpenProviderPage: fn() },
  parameters: { msw: { handlers: accountHandlers } },
  beforeEach: () => {
    closeAuthDialog();
    authDialog.codeSent = null;
    resetAccountCallLog();
    return closeAuthDialog;
  },
} satisfies Partial<Meta<typeof AuthDialogStory>>;

export const body = () => within(document.body);

/**
 * The open dialog, found by the heading of the screen it shows (the heading names the dialog),
 * once it has faded in.
 */
export async function findAuthDialog(name: string) {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name })).toBeVisible());
  return dialog;
}

/** The server's refusal under the form, once the mock has answered. */
export function findFormError(dialog: HTMLElement) {
  return within(dialog).findByRole('alert');
}

/** Waits until the dialog has left the page (Headless UI fades it out). */
export async function expectAuthDialogClosed() {
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
}

/** Types into a field after clearing it. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
