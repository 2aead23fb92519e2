/**
 * mine/delete (spec §5, §8): a warning, the current password, and a danger confirm that runs
 * the deletion with loading. A refusal shows in the field and as a failure popup; success
 * logs out and loads the language root.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROLE } from '../../../src/contract/enums.ts';
import {
  MOCK_PASSWORD,
  MOCK_USER_ERRORS,
  resetUserCallLog,
  userCallLog,
  userHandlers,
  userInfoHandlers,
} from '../../../src/mocks/handlers-user.ts';
import { twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { storyPasskeyPrompt } from '../../support/passkey-prompt.ts';
import { DeleteAccountScreen } from '../../../src/screens/mine/delete-account/delete-account-screen.tsx';
import { session } from '../../../src/state/session.ts';
import {
  expectViewer,
  reloadSpy,
  sessionStoryReset,
  signInForStory,
  WithShellOverlays,
} from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/DeleteAccount',
  component: DeleteAccountScreen,
  parameters: { router: { route: '/mine/delete' }, msw: { handlers: userHandlers } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetUserCallLog();
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof DeleteAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function askToDelete(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Current password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
  return body().findByRole('alertdialog', { name: 'Delete your account?' });
}

/** The right password, confirmed: the account is deleted, the session ends, the root loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'This cannot be undone' })).toBeVisible();
    const dialog = await askToDelete(canvasElement, MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledWith('/en'));
    await expect(userCallLog.deleteAccount).toEqual([MOCK_PASSWORD]);
    // The server ended every session with the account: nothing is revoked twice.
    await expect(userCallLog.logout).toBe(0);
    await expect(session.token).toBeNull();
    await expectViewer({ role: ROLE.visitor });
  },
};

/** A wrong password: the dialog closes, the message is in the field and in a failure popup. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askToDelete(canvasElement, 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        MOCK_USER_ERRORS.wrongPassword,
      ),
    );
    const popup = body()
      .getAllByRole('alert')
      .find((node) => node.textContent?.includes(MOCK_USER_ERRORS.wrongPassword));
    await expect(popup).toBeDefined();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(reloadSpy).not.toHaveBeenCalled();
    await expect(session.token).not.toBeNull();
  },
};

/** The danger confirm is open; Cancel leaves the account as it is. */
export const ConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToDelete(canvasElement, MOCK_PASSWORD);
    await expect(
      within(dialog).getByText('Your account and everything in it will be deleted now.'),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm.className).toContain('bg-red-600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(userCallLog.deleteAccount).toEqual([]);
  },
};

/** The password is required before the confirm opens. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(remove).toBeEnabled());
    await userEvent.click(remove);
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** An account without a password is sent to set one first. */
export const NoPasswordYet: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.noPassword } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/en/mine/password',
    );
    await expect(canvas.queryByLabelText(/^Current password/)).toBeNull();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(canvasElement.querySelector('input[name="password"]')).not.toBeNull());
  },
};

/** Two-factor authentication on (issue 26): a current code is asked beside the password, and required. */
export const TwoFactorOn: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /^Authentication code/ });
    await userEvent.type(canvas.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This field is required.'));
  },
};

/**
 * A passkey as the only second factor (issue 26): no code field; after the confirm dialog the
 * browser asks for the passkey, and the deletion goes with it.
 */
export const PasskeyOnly: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  beforeEach: () => storyPasskeyPrompt('confirm').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    await expect(canvas.queryByRole('textbox', { name: /^Authentication code/ })).toBeNull();
    const dialog = await askToDelete(canvasElement, MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(userCallLog.stepUps).toEqual(['passkey']));
    await waitFor(() => expect(session.token).toBeNull());
  },
};

/** A cancelled passkey prompt: nothing is deleted, the form says so and may be sent again. */
export const PasskeyCancelled: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  beforeEach: () => storyPasskeyPrompt('cancel').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    const dialog = await askToDelete(canvasElement, MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(/cancelled or timed out/)).toBeVisible();
    await expect(userCallLog.stepUps).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};
