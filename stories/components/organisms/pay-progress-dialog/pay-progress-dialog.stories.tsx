import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayProgressDialog } from '../../../../src/components/organisms/pay-progress-dialog/pay-progress-dialog.tsx';

const meta = {
  title: 'Organisms/PayProgressDialog',
  component: PayProgressDialog,
  args: { open: true, onCancel: fn(), onClose: fn() },
} satisfies Meta<typeof PayProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Waiting for the provider: "Waiting for payment…", and Cancel cancels (spec §4). */
export const Waiting: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Completing your payment' });
    await expect(dialog).toHaveTextContent('Waiting for payment…');
    await expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Esc while paying is a cancel too: it never just hides a pending payment. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Once the payment settled, Cancel only works while paying, so it is disabled. */
export const Settled: Story = {
  args: { paying: false },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A saved card being charged: no window to finish in, so the hint says so. */
export const SavedCard: Story = {
  args: { variant: 'card' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Completing your payment' });
    await expect(dialog).toHaveTextContent('Your saved card is being charged.');
    await expect(within(dialog).queryByRole('button', { name: 'Open the payment page again' })).toBeNull();
  },
};

/** The provider's window was blocked or closed: a new click opens the payment page again. */
export const Reopen: Story = {
  args: { onReopen: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Completing your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the payment page again' }));
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await body().findByRole('dialog');
  },
};
