import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../../../src/components/molecules/password-field/password-field.tsx';

const meta = {
  title: 'Molecules/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { name: 'password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secret12');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};
/** Sign-up: the meter follows the spec's weak / medium / strong rules as the user types. */
export const WithStrength: Story = {
  args: { showStrength: true, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'abc1');
    await expect(canvas.getByText('Weak')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'Abcdefg1');
    await expect(canvas.getByText('Medium')).toBeVisible();
    await userEvent.type(input, '!');
    await expect(canvas.getByText('Strong')).toBeVisible();
  },
};
/**
 * The defect found in use: "Strong", then the server refused the password for its "-". Now the
 * hint names the character as soon as it is typed, and the strength comes back once it is gone.
 */
export const RefusedCharacterWhileTyping: Story = {
  args: { showStrength: true, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Abcdefg1!');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await userEvent.type(input, '-');
    await expect(canvas.getByText('Not allowed in a password: “-”')).toBeVisible();
    await expect(canvas.queryByText('Strong')).toBeNull();
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await expect(canvas.queryByText(/Not allowed/)).toBeNull();
  },
};
export const Error: Story = {
  args: { defaultValue: 'abc', error: 'Use at least 8 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Secret12' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { showStrength: true, defaultValue: 'Abcdefg1!' },
};
