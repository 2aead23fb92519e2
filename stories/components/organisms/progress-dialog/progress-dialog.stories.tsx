import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayProgressDialog as PayProgress } from '../../../../src/components/organisms/pay-progress-dialog/pay-progress-dialog.tsx';
import { ProgressDialog } from '../../../../src/components/organisms/progress-dialog/progress-dialog.tsx';

const meta = {
  title: 'Organisms/ProgressDialog',
  component: ProgressDialog,
  args: {
    open: true,
    onClose: fn(),
    onCancel: fn(),
    title: 'Uploading your video',
    message: 'Keep this page open until the upload finishes.',
    progress: 64,
    status: 'running',
  },
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** While running: the bar and its percentage, and Cancel works. */
export const InProgress: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Uploading your video' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading your video' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(dialog).toHaveTextContent('64%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Finished: 100 %, Cancel no longer does anything. */
export const Done: Story = {
  args: { progress: 100, status: 'done' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('100%');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Values outside 0..100 are clamped. */
export const Failed: Story = {
  args: { progress: 140, status: 'failed', message: 'The upload stopped. Check your connection.' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Unknown end: no percentage, an indeterminate bar. */
export const Indeterminate: Story = {
  args: { progress: null },
  play: async () => {
    const bar = await body().findByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The pay-progress dialog of spec §2/§4, built on this one (see Organisms/PayProgressDialog). */
export const PayProgressDialog: Story = {
  render: (args) => <PayProgress open onCancel={args.onCancel ?? fn()} onClose={args.onClose} />,
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Completing your payment' });
    await expect(dialog).toHaveTextContent('Waiting for payment…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'جارٍ رفع الفيديو', message: 'أبقِ هذه الصفحة مفتوحة.' },
  play: async () => {
    await body().findByRole('dialog', { name: 'جارٍ رفع الفيديو' });
  },
};
