/**
 * Passkeys in the login dialog (issue 26): "Log in with a passkey" on the first screen, and the
 * second step of an account whose only second factor is passkeys (no code field). The browser's
 * prompt itself is not in the stories (tests/e2e/passkeys.spec.ts drives Chromium's).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { askSecondFactor } from '../../../src/state/auth-dialog.ts';
import { AuthDialogStory, authDialogMeta, findAuthDialog } from './auth-dialog-story.tsx';

const meta = {
  title: 'Features/AuthDialog/Passkeys',
  ...authDialogMeta,
  component: AuthDialogStory,
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first screen offers a password-free login with a passkey. */
export const LogInWithPasskey: Story = {
  args: { ...authDialogMeta.args, screen: 'main' },
  play: async () => {
    const dialog = await findAuthDialog('Log in or sign up');
    await expect(await within(dialog).findByRole('button', { name: 'Log in with a passkey' })).toBeEnabled();
  },
};

/** Passkeys are the account's only second factor: one button, no code field. */
export const SecondStepPasskeyOnly: Story = {
  play: async () => {
    askSecondFactor('mock-challenge-passkey', { factor: 'passkey', passkey: true });
    const dialog = await findAuthDialog('Enter your authentication code');
    await expect(await within(dialog).findByRole('button', { name: 'Use a passkey' })).toBeEnabled();
    await expect(dialog).toHaveAccessibleDescription(
      'Confirm with one of your passkeys to finish logging in.',
    );
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** The app and a passkey: the code field, and a passkey as the other way. */
export const SecondStepCodeOrPasskey: Story = {
  play: async () => {
    askSecondFactor('mock-challenge-both', { factor: 'totp', passkey: true });
    const dialog = await findAuthDialog('Enter your authentication code');
    await expect(await within(dialog).findByRole('textbox', { name: /^Authentication code/ })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  },
};

/** Arabic, right to left: the first screen's passkey login. */
export const Arabic: Story = {
  args: { ...authDialogMeta.args, screen: 'main' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await findAuthDialog('سجّل الدخول أو أنشئ حسابًا');
    await expect(
      await within(dialog).findByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' }),
    ).toBeEnabled();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
