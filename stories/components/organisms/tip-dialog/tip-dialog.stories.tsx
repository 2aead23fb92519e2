/**
 * The tip dialog (issue 25): one-tap amounts, an amount of one's own from 1 to the server's
 * maximum (200 here) with at most two decimals, an optional message of at most 300 characters;
 * each broken rule under its field, and Continue handing the valid choice on.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TipDialog } from '../../../../src/components/organisms/tip-dialog/tip-dialog.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const TipDemo = withOpener(TipDialog, 'Tip');

const meta = {
  title: 'Organisms/TipDialog',
  component: TipDialog,
  render: (args) => <TipDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    creatorName: 'Noor Studio',
    max: 200,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TipDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tip' }));
  const dialog = await body().findByRole('dialog', { name: 'Send a tip' });
  // Checked once the dialog's opening transition has ended.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const amountField = (dialog: ReturnType<typeof within>) => dialog.getByRole('textbox', { name: /Amount/ });

/** Typed into the amount field, then Continue; answers the dialog. */
async function tryAmount(canvasElement: HTMLElement, text: string) {
  const dialog = await open(canvasElement);
  await userEvent.type(amountField(dialog), text);
  await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  return dialog;
}

/** The error under the amount field, once the dialog's opening transition has ended. */
async function expectAmountError(dialog: ReturnType<typeof within>, text: string) {
  await waitFor(() => expect(dialog.getByText(text)).toBeVisible());
  await expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
}

/** The presets ($5, $10, $20, $50): one tap fills the amount; with a message, Continue hands both on. */
export const Presets: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(body().getByRole('dialog', { name: 'Send a tip' })).toHaveAccessibleDescription(
      'Show Noor Studio your support with a tip of your choice.',
    );
    const presets = within(dialog.getByRole('group', { name: 'Amounts' })).getAllByRole('button');
    await expect(presets.map((preset) => preset.textContent)).toEqual([
      '$5.00',
      '$10.00',
      '$20.00',
      '$50.00',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: '$20.00' }));
    await expect(dialog.getByRole('button', { name: '$20.00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(amountField(dialog)).toHaveValue('20');
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), '  Loved the last set!  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 20, message: 'Loved the last set!' });
  },
};

/** A smaller maximum leaves out the presets above it. */
export const PresetsUnderLowMaximum: Story = {
  args: { max: 15 },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const presets = within(dialog.getByRole('group', { name: 'Amounts' })).getAllByRole('button');
    await expect(presets.map((preset) => preset.textContent)).toEqual(['$5.00', '$10.00']);
    await expect(amountField(dialog)).toHaveAccessibleDescription('From $1.00 to $15.00');
  },
};

/** An amount of one's own, two decimals, no message. */
export const CustomAmount: Story = {
  play: async ({ args, canvasElement }) => {
    await tryAmount(canvasElement, '12.34');
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 12.34, message: '' });
  },
};

/** Nothing chosen: the amount is required. */
export const AmountRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expectAmountError(dialog, 'Choose or enter an amount.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Below 1. */
export const BelowMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    await expectAmountError(await tryAmount(canvasElement, '0.99'), 'A tip is at least $1.00.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Above the server's maximum. */
export const AboveMaximum: Story = {
  play: async ({ args, canvasElement }) => {
    await expectAmountError(await tryAmount(canvasElement, '200.01'), 'A tip is at most $200.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Three decimals. */
export const TooManyDecimals: Story = {
  play: async ({ args, canvasElement }) => {
    await expectAmountError(await tryAmount(canvasElement, '5.005'), 'An amount has at most two decimals.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Not a number. */
export const NotANumber: Story = {
  play: async ({ args, canvasElement }) => {
    await expectAmountError(
      await tryAmount(canvasElement, 'five'),
      'Enter an amount in numbers, like 12.50.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The message stops at 300 characters (the field takes no more, so the schema's own length rule
 * is never shown here) and its counter says so.
 */
export const MessageAtLimit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const message = dialog.getByRole('textbox', { name: /Message/ });
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(320));
    await expect(message).toHaveValue('x'.repeat(300));
    await expect(dialog.getByTestId('text-area-counter')).toHaveTextContent('300 / 300');
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tip' }));
    const dialog = await body().findByRole('dialog', { name: 'أرسل إكرامية' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'المبالغ' })).toBeVisible());
  },
};
