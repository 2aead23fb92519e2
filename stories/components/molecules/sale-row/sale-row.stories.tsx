import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SaleRow } from '../../../../src/components/molecules/sale-row/sale-row.tsx';
import { makeSale } from '../../../../src/mocks/factories-sales.ts';

const meta = {
  title: 'Molecules/SaleRow',
  component: SaleRow,
  args: { sale: makeSale({ id: 1, grossCents: 999, item_name: 'Golden hour in Lisbon' }) },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaleRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of a term, by its name. */
function figure(canvasElement: HTMLElement, name: string) {
  const term = within(canvasElement).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** A post sold for 9.99: 20 % fee 1.99, payment cost 0.58, net 7.42, with its order id. */
export const Sale: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Golden hour in Lisbon' })).toBeVisible();
    await expect(canvas.getByText(/Post purchase/)).toBeVisible();
    await expect(canvas.getByText(args.sale.order_id)).toBeVisible();
    await expect(figure(canvasElement, 'Gross')).toBe('$9.99');
    await expect(figure(canvasElement, 'Platform fee')).toBe('$1.99');
    await expect(figure(canvasElement, 'Payment cost')).toBe('$0.58');
    await expect(figure(canvasElement, 'Net')).toBe('$7.42');
    await expect(canvas.queryByText('Refund')).toBeNull();
  },
};

/** Its refund: its own line, marked, every figure negative. */
export const Refund: Story = {
  args: { sale: makeSale({ id: 2, entry: 'refund', status: 'refunded', grossCents: 999 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Refund')).toBeVisible();
    await expect(figure(canvasElement, 'Gross')).toBe('-$9.99');
    await expect(figure(canvasElement, 'Net')).toBe('-$7.42');
  },
};

/** A chargeback (a disputed payment) reads as such. */
export const Chargeback: Story = {
  args: {
    sale: makeSale({ id: 3, entry: 'chargeback', kind: 'tip', status: 'disputed', item_name: 'Mara Quinn' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargeback')).toBeVisible();
    await expect(within(canvasElement).getByText(/Tip/)).toBeVisible();
  },
};

/** Arabic: the labels in Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('رسوم المنصة')).toBeVisible();
    await expect(within(canvasElement).getByText('الصافي')).toBeVisible();
  },
};
