import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '../../../../src/components/atoms/switch/switch.tsx';

const meta = {
  title: 'Atoms/Switch',
  component: Switch,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Show me as online', checked: false, onChange: fn() },
  // Holds the state so the switch can be flipped in the story.
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show me as online' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
export const On: Story = {
  args: { checked: true, description: 'Subscribers see a green dot on your avatar.' },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'إظهار حالتي', checked: true } };
