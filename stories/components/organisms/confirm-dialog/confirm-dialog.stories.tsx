import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../../../src/components/organisms/confirm-dialog/confirm-dialog.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const ConfirmDemo = withOpener(ConfirmDialog, 'Withdraw');

const meta = {
  title: 'Organisms/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    next: fn(),
    action: fn(),
    title: 'Withdraw $120.00?',
    message: 'The money reaches your bank account in 3 to 5 business days.',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAndConfirm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw' }));
  const dialog = await body().findByRole('alertdialog', { name: 'Withdraw $120.00?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

/** Cancel closes without running the action; focus starts on Cancel, the safe choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Withdraw $120.00?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.action).not.toHaveBeenCalled();
    await expect(args.next).not.toHaveBeenCalled();
  },
};

let release: () => void = () => undefined;

/** Success: loading while the action runs, then it closes and the queued next action runs. */
export const Confirmed: Story = {
  args: { action: fn(() => new Promise<void>((resolve) => (release = resolve))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAndConfirm(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.next).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.action).toHaveBeenCalledTimes(1);
    await expect(args.next).toHaveBeenCalledTimes(1);
    // The next action runs after the dialog has closed, not before.
    await expect(args.onClose.mock.invocationCallOrder[0]).toBeLessThan(
      args.next!.mock.invocationCallOrder[0]!,
    );
  },
};

/** A returned string is shown as the error and the dialog stays open. */
export const Error: Story = {
  args: { action: fn(async () => 'The minimum withdrawal is $100.') },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAndConfirm(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The minimum withdrawal is $100.',
    );
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.next).not.toHaveBeenCalled();
  },
};

/** A throw keeps the dialog open, with Confirm usable again. */
export const Failed: Story = {
  args: {
    action: fn(async () => {
      throw new globalThis.Error('Network down');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAndConfirm(canvasElement);
    await waitFor(() => expect(args.action).toHaveBeenCalledTimes(1));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.next).not.toHaveBeenCalled();
  },
};

/** `false` keeps the dialog open without an error. */
export const Refused: Story = {
  args: { action: fn(() => false) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAndConfirm(canvasElement);
    await waitFor(() => expect(args.action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(dialog).toBeVisible();
    await expect(args.next).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this plan?',
    confirmLabel: 'Delete',
    message: 'Subscribers keep access until it expires.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw' }));
    await body().findByRole('button', { name: 'Delete' });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'سحب 120 دولارًا؟', message: 'يصل المبلغ خلال 3 إلى 5 أيام عمل.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body().findByRole('alertdialog', { name: 'سحب 120 دولارًا؟' });
  },
};
