import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const Loading: Story = { render: () => <Spinner announce className="text-brand-600" /> };
