import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../../../src/components/molecules/empty-state/empty-state.tsx';

const meta = {
  title: 'Molecules/EmptyState',
  component: EmptyState,
  args: { onReload: fn() },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
export const Error: Story = {
  args: { tone: 'error', description: 'The server could not be reached.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
export const LongText: Story = {
  args: {
    title: 'No posts yet',
    description:
      'When the creators you follow publish new photos and videos, they will show up right here in your feed.',
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
