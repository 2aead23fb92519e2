import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockedAccountNotice } from '../../../../src/components/molecules/blocked-account-notice/blocked-account-notice.tsx';

const meta = {
  title: 'Molecules/BlockedAccountNotice',
  component: BlockedAccountNotice,
  args: { name: 'Mira Lens', onUnblock: fn() },
} satisfies Meta<typeof BlockedAccountNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says who is blocked; Unblock calls back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You blocked Mira Lens' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledOnce();
  },
};

/** The unblock is on its way: the button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Unblock/ })).toBeDisabled();
  },
};

/** An Arabic name in the English sentence keeps its own direction. */
export const ArabicName: Story = {
  args: { name: 'نور' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('نور');
    await expect(name.tagName).toBe('BDI');
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };
