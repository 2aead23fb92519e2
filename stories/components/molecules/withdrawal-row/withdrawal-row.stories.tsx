import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawalRow } from '../../../../src/components/molecules/withdrawal-row/withdrawal-row.tsx';
import { WITHDRAWAL_STATUS } from '../../../../src/contract/enums.ts';
import {
  MOCK_PAYOUT_REFERENCE,
  MOCK_WITHDRAWAL_FAILURE,
  makeWithdrawal,
  makeWithdrawalsOfEveryStatus,
} from '../../../../src/mocks/factories-earnings.ts';

const meta = {
  title: 'Molecules/WithdrawalRow',
  component: WithdrawalRow,
  args: { withdrawal: makeWithdrawal({ id: 1, amount: 150 }) },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawalRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the amount, when it was asked for (to the minute), the status. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '$150 Withdrawal' })).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        args.withdrawal.created_ts * 1000,
      ),
    );
  },
};

/** Failed: the operator's reason under it. */
export const Failed: Story = {
  args: {
    withdrawal: makeWithdrawal({
      id: 4,
      amount: 200,
      status: WITHDRAWAL_STATUS.failed,
      reason: MOCK_WITHDRAWAL_FAILURE,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText(`Reason: ${MOCK_WITHDRAWAL_FAILURE}`)).toBeVisible();
  },
};

/** Paid out: the payment's reference under it, to find it on a bank statement. */
export const Completed: Story = {
  args: {
    withdrawal: makeWithdrawal({
      id: 3,
      amount: 1000,
      status: WITHDRAWAL_STATUS.completed,
      reference: MOCK_PAYOUT_REFERENCE,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid out')).toBeVisible();
    await expect(canvas.getByText(`Payment reference: ${MOCK_PAYOUT_REFERENCE}`)).toBeVisible();
  },
};

/** Spec §4: pending, passed, completed and failed, each its own badge. */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-col gap-3">
      {makeWithdrawalsOfEveryStatus().map((withdrawal) => (
        <li key={withdrawal.id}>
          <WithdrawalRow withdrawal={withdrawal} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['Pending', 'Approved', 'Paid out', 'Failed']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    // Spec §9: a whole amount of 100 or more without decimals.
    await expect(canvas.getByText('$1,000')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    withdrawal: makeWithdrawal({ id: 4, status: WITHDRAWAL_STATUS.failed, reason: MOCK_WITHDRAWAL_FAILURE }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('فشل')).toBeVisible();
  },
};
