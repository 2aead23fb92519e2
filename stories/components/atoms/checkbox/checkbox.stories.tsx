import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../../../src/components/atoms/checkbox/checkbox.tsx';

const meta = {
  title: 'Atoms/Checkbox',
  component: Checkbox,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'I agree to save this card', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I agree to save this card' });
    await expect(box).not.toBeChecked();
    // The label is part of the target.
    await userEvent.click(canvas.getByText('I agree to save this card'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
export const Checked: Story = { args: { defaultChecked: true, description: 'You can remove it later.' } };
export const Error: Story = {
  args: { error: 'Accept the agreement to add a card.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the agreement to add a card.');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'أوافق على حفظ البطاقة', defaultChecked: true },
};
