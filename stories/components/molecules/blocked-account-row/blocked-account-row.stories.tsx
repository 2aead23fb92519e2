import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlockedAccountRow } from '../../../../src/components/molecules/blocked-account-row/blocked-account-row.tsx';
import { makeBlockedAccount } from '../../../../src/mocks/factories-collect.ts';

const meta = {
  title: 'Molecules/BlockedAccountRow',
  component: BlockedAccountRow,
  args: { account: makeBlockedAccount(1), href: '/en/mira.lens', onUnblock: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockedAccountRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account, a link to its page, and Unblock named after it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mira Lens' })).toHaveAttribute('href', '/en/mira.lens');
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock Mira Lens' }));
    await expect(args.onUnblock).toHaveBeenCalledOnce();
  },
};

/** The unblock is on its way: the button spins and takes no second press. */
export const Unblocking: Story = {
  args: { unblocking: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unblock Mira Lens' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onUnblock).not.toHaveBeenCalled();
  },
};

/** A long name is cut with an ellipsis; the button keeps its size. */
export const LongName: Story = {
  args: {
    account: { ...makeBlockedAccount(2), nickname: 'Tomás on Trails and Mountains Far Away From Home' },
  },
};

/** An Arabic name in the English interface stays isolated. */
export const ArabicName: Story = { args: { account: makeBlockedAccount(4) } };

export const Rtl: Story = { globals: { locale: 'ar' } };
