import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '../../../../src/components/atoms/chip/chip.tsx';
import { imageIcon, playIcon } from '../../../../src/components/atoms/icon/icons.ts';

const meta = {
  title: 'Atoms/Chip',
  component: Chip,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  args: { children: 'Video', onClick: fn() },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Video' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // A target of at least 24 px.
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Video' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const WithIcon: Story = { args: { icon: imageIcon, children: 'Image' } };
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Video' });
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Video' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { icon: playIcon, selected: true } };
