import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialog } from '../../../../src/components/organisms/report-dialog/report-dialog.tsx';
import { MOCK_REPORT_REASONS } from '../../../../src/mocks/factories-discovery.ts';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const ReportDemo = withOpener(ReportDialog, 'Report');

const meta = {
  title: 'Organisms/ReportDialog',
  component: ReportDialog,
  render: (args) => <ReportDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    name: 'Mira Lens',
    reasons: [...MOCK_REPORT_REASONS],
    onSubmit: fn(),
    onReloadReasons: fn(),
  },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
  return within(await body().findByRole('dialog', { name: 'Report Mira Lens' }));
}

/** The reasons from the server, in order; one chosen and a description send the report. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const reasons = dialog.getAllByRole('radio');
    await expect(reasons).toHaveLength(MOCK_REPORT_REASONS.length);
    await userEvent.click(dialog.getByRole('radio', { name: 'Hate or harassment' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /What happened/ }),
      '  Insults in every comment  ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    // The reason is named by its index in the list; the description is trimmed.
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 3, reason: 'Insults in every comment' });
  },
};

/** Nothing chosen, nothing written: both errors under their fields, nothing sent (spec §5). */
export const DescriptionRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    // Visible once the dialog's opening transition has ended.
    await waitFor(() => expect(dialog.getByText('Choose a reason.')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveAccessibleDescription(
      'Describe what happened.',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or misleading' }));
    await expect(dialog.queryByText('Choose a reason.')).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: /What happened/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The reasons are on their way. */
export const Loading: Story = {
  args: { reasons: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('status')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Send report' })).toBeNull();
  },
};

/** The reasons could not be loaded: Reload asks again. */
export const ReasonsFailed: Story = {
  args: { reasons: undefined, reasonsFailed: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Reload' }));
    await expect(args.onReloadReasons).toHaveBeenCalledOnce();
  },
};

/** The report is on its way, then refused: the server's message above the buttons. */
export const Refused: Story = {
  args: { sending: true, error: 'You have reported this account already today.' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You have reported this account already today.',
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: /Send report/ })).toBeDisabled());
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};
