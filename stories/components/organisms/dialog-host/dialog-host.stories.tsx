import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { DialogHost } from '../../../../src/components/organisms/dialog-host/dialog-host.tsx';
import { closeAllDialogs, dialogs, openDialog } from '../../../../src/state/dialogs.ts';

const openFirst = () =>
  openDialog({
    kind: 'custom',
    title: 'Subscribe to Mia',
    size: 'md',
    render: () => (
      <Button onClick={openSecond} fullWidth>
        Pay with card
      </Button>
    ),
  });
const openSecond = () =>
  openDialog({ kind: 'confirm', title: 'Pay $9.99?', message: 'Your card ending 4242 is charged.' });

const meta = {
  title: 'Organisms/DialogHost',
  component: DialogHost,
  beforeEach: () => {
    closeAllDialogs();
    return closeAllDialogs;
  },
  render: () => (
    <div className="flex gap-3 p-6">
      <Button onClick={openFirst}>Open subscribe</Button>
      <Button variant="secondary" onClick={() => openDialog({ kind: 'alert', title: 'Payment failed' })}>
        Open alert
      </Button>
      <DialogHost />
    </div>
  ),
} satisfies Meta<typeof DialogHost>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Two dialogs stacked: Esc closes only the topmost, then the next Esc the one below. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open subscribe' }));
    const lower = await body().findByRole('dialog', { name: 'Subscribe to Mia' });
    await userEvent.click(within(lower).getByRole('button', { name: 'Pay with card' }));
    await body().findByRole('alertdialog', { name: 'Pay $9.99?' });
    await expect(dialogs.stack).toHaveLength(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(body().getByRole('dialog', { name: 'Subscribe to Mia' })).toBeVisible();
    await expect(dialogs.stack.map((entry) => entry.title)).toEqual(['Subscribe to Mia']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(dialogs.stack).toHaveLength(0);
  },
};

/** Every kind the stack knows, opened by the store's actions. */
export const Alert: Story = {
  play: async ({ canvasElement }) => {
    const onClosed = fn();
    openDialog({ kind: 'alert', title: 'Publish failed', message: 'The server is busy.', onClosed });
    const alert = await body().findByRole('alertdialog', { name: 'Publish failed' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('button', { name: 'Open alert' })).toBeVisible();
  },
};

export const Progress: Story = {
  play: async () => {
    openDialog({ kind: 'progress', title: 'Uploading', progress: 42, status: 'running', onCancel: fn() });
    const dialog = await body().findByRole('dialog', { name: 'Uploading' });
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    openDialog({ kind: 'alert', title: 'فشل الدفع' });
    await body().findByRole('alertdialog', { name: 'فشل الدفع' });
  },
};
