import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../../../src/components/atoms/icon-button/icon-button.tsx';
import { heartIcon, playIcon } from '../../../../src/components/atoms/icon/icons.ts';

const meta = {
  title: 'Atoms/IconButton',
  component: IconButton,
  args: { icon: heartIcon, label: 'Like', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Pressed: Story = { args: { pressed: true } };
export const Overlay: Story = { args: { variant: 'overlay', icon: playIcon, label: 'Play' } };
