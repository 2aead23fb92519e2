/**
 * mine/earn-withdrawal-request (spec §5, §8): the amount is required, a positive number with at
 * most two decimals, at least 100 and at most the balance; then a confirm dialog, then
 * user/applyWithdraw. A refusal opens the failure alert with the server's message; success
 * replaces the page with the history. That the new withdrawal is pending there and the balance
 * lower is the real server's part: tests/e2e/money-history.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WITHDRAWAL_MIN } from '../../../src/contract/rules/money-rules.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  applyWithdrawHandlers,
  earningsCallLog,
  earningsHandlers,
  MOCK_WITHDRAWAL_ERRORS,
  resetEarningsCallLog,
  withdrawalListHandlers,
} from '../../../src/mocks/handlers-earnings.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { WithdrawalRequestScreen } from '../../../src/screens/mine/earn-withdrawal-request/withdrawal-request-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/EarnWithdrawalRequest',
  component: WithdrawalRequestScreen,
  parameters: {
    router: { route: '/mine/earn-withdrawal-request' },
    msw: {
      handlers: {
        ...userHandlers,
        userInfo: userInfoHandlers.creator,
        ...earningsHandlers,
        // Withdrawals need two-factor authentication (issue 26): on, unless a story turns it off.
        twoFactor: twoFactorStatusHandlers.on,
      },
    },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetEarningsCallLog();
    return restore;
  },
} satisfies Meta<typeof WithdrawalRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The one amount field; found by role alone, so the flows also run in another locale. */
async function amountField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox');
}

/** Types `text` (replacing what was there) and presses Continue (the form's submit button). */
async function submit(canvasElement: HTMLElement, text: string) {
  const field = await amountField(canvasElement);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  return field;
}

/** The form: the balance, the amount with its rule, Continue, the history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$1,520.50')).toBeVisible();
    const field = await canvas.findByRole('textbox', { name: 'Amount' });
    await expect(field).toHaveAccessibleDescription('At least $100, with at most two decimals.');
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.getByRole('link', { name: 'Withdrawal history' })).toHaveAttribute(
      'href',
      '/en/mine/earn-withdrawal-history',
    );
  },
};

/** Spec §5: required. */
export const EmptyAmount: Story = {
  play: async ({ canvasElement }) => {
    const field = await submit(canvasElement, '');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter the amount to withdraw.');
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Spec §5: at least 100; 99.99 is refused, and the message follows the correction. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const field = await submit(canvasElement, '99.99');
    await expect(WITHDRAWAL_MIN).toBe(100);
    await expect(field).toHaveAccessibleDescription('The minimum withdrawal is $100.');
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Never more than the balance, to the cent: 1520.51 of 1520.50. */
export const AboveBalance: Story = {
  play: async ({ canvasElement }) => {
    const field = await submit(canvasElement, '1520.51');
    await expect(field).toHaveAccessibleDescription('That is more than your balance of $1,520.50.');
  },
};

/** At most two decimals: 100.123 is refused. */
export const ThreeDecimals: Story = {
  play: async ({ canvasElement }) => {
    const field = await submit(canvasElement, '100.123');
    await expect(field).toHaveAccessibleDescription('Use at most two decimals.');
  },
};

/** A positive number: text and a minus sign are refused. */
export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    const field = await submit(canvasElement, '-150');
    await expect(field).toHaveAccessibleDescription('Enter a positive number.');
  },
};

/** A valid amount asks first; Cancel sends nothing. */
export const ConfirmCancelled: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '150.50');
    const dialog = await body().findByRole('alertdialog', { name: 'Withdraw $150.50?' });
    await expect(dialog).toHaveTextContent('paid out once it is approved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(earningsCallLog.applyWithdraw).toEqual([]);
  },
};

/** Confirmed: the withdrawal is asked and said, and the history replaces the form. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '150.50');
    const dialog = await body().findByRole('alertdialog', { name: 'Withdraw $150.50?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Withdrawal requested'));
    await expect(earningsCallLog.applyWithdraw).toEqual([150.5]);
    await waitFor(() =>
      expect(body().getByTestId('location')).toHaveTextContent('/en/mine/earn-withdrawal-history'),
    );
  },
};

/** The server refuses: the confirm closes and the failure alert shows its message (spec §8). */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: { applyWithdraw: applyWithdrawHandlers.refused } } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, '200');
    const confirm = await body().findByRole('alertdialog', { name: 'Withdraw $200?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    const alert = await body().findByRole('alertdialog', { name: 'Withdrawal failed' });
    await expect(alert).toHaveTextContent(MOCK_WITHDRAWAL_ERRORS.provider);
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(1));
    await expect(body().getByTestId('location')).toHaveTextContent('/en/mine/earn-withdrawal-request');
  },
};

/** Under 100 to withdraw: the minimum said instead of the form. */
export const BalanceBelowMinimum: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.belowMinimum } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You can withdraw once your balance reaches $100.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  },
};

/** After refunds larger than the earnings: the negative balance in red, no form. */
export const NegativeBalance: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.negativeBalance } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('-$48.90')).toHaveClass('text-red-700');
    await expect(canvas.getByRole('note')).toHaveTextContent('your balance is negative');
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  },
};

/** The balance cannot be read: the error with Reload, no form. */
export const BalanceError: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Arabic: mirrored, the rules and the confirm in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'المبلغ' });
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(field).toHaveAccessibleDescription('أدخل المبلغ المراد سحبه.');
  },
};

/** Two-factor authentication off (issue 26): no form; a note and the way to Login security. */
export const TwoFactorOff: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.off } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Set up two-factor authentication' });
    await expect(link).toHaveAttribute('href', '/en/mine/security');
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  },
};

/** A passkey as the only second factor (issue 26): it counts, so the form shows, not the note. */
export const PasskeyOnly: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Amount' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Set up two-factor authentication' })).toBeNull();
  },
};
