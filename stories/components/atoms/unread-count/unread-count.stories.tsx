import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadCount } from '../../../../src/components/atoms/unread-count/unread-count.tsx';

const meta = {
  title: 'Atoms/UnreadCount',
  component: UnreadCount,
  args: { count: 3 },
} satisfies Meta<typeof UnreadCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('3 unread messages')).toBeInTheDocument();
  },
};

/** Above 99 the pill says 99+, and the whole count is read out. */
export const Many: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread messages')).toBeInTheDocument();
  },
};

/** Nothing is drawn when everything has been read. */
export const NoneUnread: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1')).toBeVisible();
  },
};
