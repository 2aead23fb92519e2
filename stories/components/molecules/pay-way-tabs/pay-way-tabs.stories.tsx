import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayWayTabs } from '../../../../src/components/molecules/pay-way-tabs/pay-way-tabs.tsx';
import { isAmountInPayWay } from '../../../../src/contract/rules/money-rules.ts';
import { MOCK_PAY_WAYS } from '../../../../src/mocks/factories-money.ts';

/** The seven ways for an amount of 4.99: Alipay, UnionPay and USDT cannot take it. */
const tabsFor = (amount: number) =>
  MOCK_PAY_WAYS.map((way) => ({ way, active: isAmountInPayWay(amount, way) }));

const meta = {
  title: 'Molecules/PayWayTabs',
  component: PayWayTabs,
  args: { ways: tabsFor(4.99), value: 78, onChange: fn(), label: 'Pay with' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md p-6">
        <PayWayTabs
          {...args}
          value={value}
          onChange={(id) => {
            setValue(id);
            args.onChange(id);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof PayWayTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every way in a row that scrolls sideways; the out-of-range ones inactive, each described by its
 * range (payment.error.amountRange); choosing a way calls back with its pay_type_id.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    const alipay = canvas.getByRole('radio', { name: 'Alipay' });
    await expect(alipay).toBeDisabled();
    await expect(alipay).toHaveAccessibleDescription('Alipay takes payments from $10.00 to $500.');
    await userEvent.click(canvas.getByRole('radio', { name: 'LINE Pay' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(80);
  },
};

/** One way (a language outside multi_payment_lang): the credit card alone. */
export const SingleWay: Story = {
  args: { ways: tabsFor(4.99).slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(1);
  },
};

/** An amount no way takes: every tab inactive, the row itself focusable so it can be scrolled. */
export const NoneInRange: Story = {
  args: { ways: tabsFor(20_000), value: null },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Right to left: the row starts on the right and scrolls the other way. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(7);
  },
};
