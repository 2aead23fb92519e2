import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceCard } from '../../../../src/components/molecules/balance-card/balance-card.tsx';

const meta = {
  title: 'Molecules/BalanceCard',
  component: BalanceCard,
  args: {
    balance: 1520.5,
    withdrawHref: '/en/mine/earn-withdrawal-request',
    historyHref: '/en/mine/earn-withdrawal-history',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enough to withdraw: Withdraw and the history. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Balance' });
    await expect(within(card).getByText('$1,520.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', args.withdrawHref);
    await expect(canvas.getByRole('link', { name: 'Withdrawal history' })).toHaveAttribute(
      'href',
      args.historyHref,
    );
  },
};

/** Spec §5: exactly the minimum of 100 may be withdrawn. */
export const AtTheMinimum: Story = {
  args: { balance: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Withdraw' })).toBeVisible();
  },
};

/** Under 100: no Withdraw, and the minimum said. */
export const BelowMinimum: Story = {
  args: { balance: 99.99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    await expect(canvas.getByText('You can withdraw once your balance reaches $100.')).toBeVisible();
  },
};

/** Zero: nothing to withdraw yet. */
export const Zero: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$0.00')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  },
};

/** After refunds larger than the earnings: negative, in red, no withdrawal, and why. */
export const Negative: Story = {
  args: { balance: -48.9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-$48.90')).toHaveClass('text-red-700');
    await expect(canvas.getByRole('note')).toHaveTextContent('your balance is negative');
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Withdrawal history' })).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'سحب' })).toBeVisible();
  },
};
