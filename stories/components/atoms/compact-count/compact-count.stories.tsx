import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompactCount } from '../../../../src/components/atoms/compact-count/compact-count.tsx';

const meta = {
  title: 'Atoms/CompactCount',
  component: CompactCount,
  args: { value: 1234 },
} satisfies Meta<typeof CompactCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.2K')).toBeVisible();
  },
};
export const Millions: Story = {
  args: { value: 15_300_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15.3M')).toBeVisible();
  },
};
export const Small: Story = { args: { value: 999 } };
