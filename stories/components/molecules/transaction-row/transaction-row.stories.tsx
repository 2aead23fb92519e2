import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionRow } from '../../../../src/components/molecules/transaction-row/transaction-row.tsx';
import { makeTransaction, makeTransactionsOfEveryStatus } from '../../../../src/mocks/factories-purchases.ts';

const meta = {
  title: 'Molecules/TransactionRow',
  component: TransactionRow,
  args: { transaction: makeTransaction({ id: 1, item_name: 'Inner circle', pay_amount: 9.99 }) },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TransactionRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid subscription: name, kind, date to the minute (spec §9), amount, status. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Inner circle' })).toBeVisible();
    await expect(canvas.getByText('Subscription')).toBeVisible();
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    const time = canvasElement.querySelector('time');
    // The date and the time to the minute: the 16 characters of spec §9, in the reader's format.
    await expect(time).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        args.transaction.created_ts * 1000,
      ),
    );
    await expect(time?.textContent).not.toMatch(/:\d\d:\d\d/);
  },
};

/** Every status and kind an order can have (spec §3 Transaction, the money design's order states). */
export const EveryStatus: Story = {
  render: () => (
    <ul className="flex flex-col gap-3">
      {makeTransactionsOfEveryStatus().map((transaction) => (
        <li key={transaction.order_id}>
          <TransactionRow transaction={transaction} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of ['Paid', 'Pending', 'Failed', 'Refunded', 'Expired', 'Cancelled', 'Disputed']) {
      await expect(canvas.getAllByText(status).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText('Renewal')).toBeVisible();
    await expect(canvas.getAllByText('Post purchase')).toHaveLength(2);
    // Spec §9: a whole price of 100 or more without decimals.
    await expect(canvas.getByText('$120')).toBeVisible();
  },
};

/** A long item name is cut to one line; the amount and status keep their place. */
export const LongName: Story = {
  args: {
    transaction: makeTransaction({
      id: 2,
      item_name: 'The complete behind-the-scenes archive of every shoot in the Alps, 2019 to 2025',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$9.99')).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('مدفوعة')).toBeVisible();
    await expect(canvas.getByText('اشتراك')).toBeVisible();
  },
};
