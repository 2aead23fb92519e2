import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../../../src/components/atoms/text-field/text-field.tsx';

const meta = {
  title: 'Atoms/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Nickname', name: 'nickname', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
export const WithHint: Story = {
  args: { hint: 'At most 16 characters.', maxLength: 16 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAccessibleDescription('At most 16 characters.');
  },
};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The asterisk is drawn for sight; the name stays "Nickname" and `required` is announced.
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toBeRequired();
  },
};
export const Error: Story = {
  args: { defaultValue: 'x', hint: 'At most 16 characters.', error: 'This nickname is taken.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error replaces the hint under the field (spec section 8).
    await expect(input).toHaveAccessibleDescription('This nickname is taken.');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nickname' })).toBeDisabled();
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الاسم', hint: 'حتى 16 حرفًا', required: true },
};
