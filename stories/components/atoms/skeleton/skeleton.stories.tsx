import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../../../../src/components/atoms/skeleton/skeleton.tsx';
import { Spinner } from '../../../../src/components/atoms/spinner/spinner.tsx';

const meta = {
  title: 'Atoms/Skeleton',
  component: Skeleton,
  args: { className: 'h-40 w-72' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Text: Story = { args: { shape: 'text', className: 'w-48' } };
export const Circle: Story = { args: { shape: 'circle', className: 'h-12 w-12' } };
export const TextLines: Story = {
  args: { shape: 'text', lines: 3, className: 'w-72' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.h-3\\.5')).toHaveLength(3);
  },
};
export const Card: Story = {
  render: () => (
    <div className="w-80 space-y-3 rounded-card bg-surface p-4 shadow-card">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="h-10 w-10" />
        <Skeleton shape="text" lines={2} className="flex-1" />
      </div>
      <Skeleton className="h-44 w-full" />
    </div>
  ),
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { shape: 'text', lines: 3, className: 'w-72' } };
export const Loading: Story = { render: () => <Spinner announce className="text-brand-600" /> };
