import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { Icon } from '../../../../src/components/atoms/icon/icon.tsx';
import { chevronEndIcon, plusIcon } from '../../../../src/components/atoms/icon/icons.ts';

const meta = {
  title: 'Atoms/Button',
  component: Button,
  args: { children: 'Subscribe', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Gradient: Story = {
  args: { variant: 'gradient', size: 'lg', icon: <Icon icon={plusIcon} size={20} /> },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { children: 'Subscribe to unlock every post from this creator' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { icon: <Icon icon={chevronEndIcon} size={18} /> },
};
