import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../../../../src/components/organisms/alert-dialog/alert-dialog.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const AlertDemo = withOpener(AlertDialog, 'Publish');

const meta = {
  title: 'Organisms/AlertDialog',
  component: AlertDialog,
  render: (args) => <AlertDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Publish failed',
    message: 'The video could not be processed. Try another file.',
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One button, focused on open; it closes the alert. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const alert = await body().findByRole('alertdialog', { name: 'Publish failed' });
    await expect(alert).toHaveAccessibleDescription('The video could not be processed. Try another file.');
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Your application to become a creator could not be submitted',
    message:
      'The photo of your identity document is blurred. Take it again in good light, with the whole document inside the frame, then submit your application once more.',
    confirmLabel: 'Back to my page',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await body().findByRole('button', { name: 'Back to my page' });
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'فشل النشر', message: 'تعذّرت معالجة الفيديو.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body().findByRole('alertdialog', { name: 'فشل النشر' });
  },
};
