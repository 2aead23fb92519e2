/**
 * mine/password (spec §5, §8): current, new with the strength meter, confirmation that must
 * match; a refusal under the form; success says so and returns to mine. An account without a
 * password (signed up with Google, X or Apple) sets one instead.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { PasswordScreen } from '../../../src/screens/mine/password/password-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Password',
  component: PasswordScreen,
  parameters: { router: { route: '/mine/password' }, msw: { handlers: userHandlers } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof PasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = () => within(document.body).getByTestId('location');

/** Changes the password: the meter rates it, the server accepts, a popup, back to mine. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await userEvent.type(await canvas.findByLabelText(/^Current password/), MOCK_PASSWORD);
    const fresh = canvas.getByLabelText(/^New password/);
    await userEvent.type(fresh, 'abcdefg1');
    await expect(canvas.getByText('Weak')).toBeVisible();
    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'Abcdefg1');
    await expect(canvas.getByText('Medium')).toBeVisible();
    await userEvent.type(fresh, '!');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent('Your password has been changed.'),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine'));
  },
};

/** The confirmation must match, and the new password follows the sign-up rules (8 or more). */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Current password/), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdef1');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdef12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        'Use at least 8 characters.',
      ),
    );
    await userEvent.type(canvas.getByLabelText(/^New password/), '2');
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'The passwords do not match.',
      ),
    );
    await expect(location()).toHaveTextContent('/en/mine/password');
  },
};

/** The server refuses the current password: its message under the form (spec §8). */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Current password/), 'not-it-123');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MOCK_USER_ERRORS.wrongPassword);
    await expect(location()).toHaveTextContent('/en/mine/password');
  },
};

/** An account made through Google, X or Apple has no password: the screen sets a first one. */
export const NoPasswordYetSetsOne: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.noPassword } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set a password' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent('Your password has been set.'),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine'));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('input[name="old_password"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};

/** Two-factor authentication on (issue 26): a current code is asked too, and required. */
export const TwoFactorOn: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /^Authentication code/ });
    await userEvent.type(canvas.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine'));
  },
};

/**
 * A passkey as the only second factor (issue 26): no code field; Save password asks for the
 * passkey (its hint says so), and the change goes with it.
 */
export const PasskeyOnly: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  beforeEach: () => {
    resetUserCallLog();
    return storyPasskeyPrompt('confirm').restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    await expect(canvas.queryByRole('textbox', { name: /^Authentication code/ })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    const save = canvas.getByRole('button', { name: 'Save password' });
    await expect(save).toHaveAccessibleDescription(/one of your passkeys/);
    await userEvent.click(save);
    await waitFor(() => expect(userCallLog.stepUps).toEqual(['passkey']));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/en\/mine$/));
  },
};

/** Both factors: the code field and "Use a passkey"; the passkey needs the other fields first. */
export const BothFactors: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.both } } },
  beforeEach: () => {
    resetUserCallLog();
    return storyPasskeyPrompt('confirm').restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Authentication code/ })).toBeVisible();
    const usePasskey = canvas.getByRole('button', { name: 'Use a passkey' });
    await userEvent.click(usePasskey);
    await waitFor(() => expect(canvas.getByLabelText(/^Current password/)).toHaveFocus());
    await expect(userCallLog.stepUps).toEqual([]);
    await userEvent.type(canvas.getByLabelText(/^Current password/), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Abcdefg1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Abcdefg1!');
    await userEvent.click(usePasskey);
    await waitFor(() => expect(userCallLog.stepUps).toEqual(['passkey']));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/en\/mine$/));
  },
};

/** Arabic, right to left, with a passkey only. */
export const PasskeyOnlyRtl: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/مفاتيح المرور/);
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
