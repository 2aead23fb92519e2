import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetPriceNote } from '../../../../src/components/molecules/net-price-note/net-price-note.tsx';
import { NO_SALE_COSTS } from '../../../../src/contract/rules/sale-split.ts';

const meta = {
  title: 'Molecules/NetPriceNote',
  component: NetPriceNote,
  args: { price: 9.99, rates: { feeBps: 2000, costBps: 290, costFixedCents: 30 } },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4 text-sm text-ink-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NetPriceNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 20 % fee and a cost of 2.9 % + 0.30 on 9.99: fee 1.99, cost 0.28 + 0.30, net 7.42. */
export const FeeAndCost: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('net-price-note')).toHaveTextContent(
      'You receive $7.42 after the 20% platform fee and $0.58 payment cost.',
    );
  },
};

/** A 12.5 % fee alone: the rate keeps its decimals; the fee rounds down. */
export const FeeOnly: Story = {
  args: { price: 20, rates: { feeBps: 1250, costBps: 0, costFixedCents: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('net-price-note')).toHaveTextContent(
      'You receive $17.50 after the 12.5% platform fee.',
    );
  },
};

/** No fee and no cost (the default): the whole price. */
export const NoFee: Story = {
  args: { price: 4.99, rates: NO_SALE_COSTS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('net-price-note')).toHaveTextContent(
      'You receive all of $4.99: there is no platform fee.',
    );
  },
};

/** Nothing typed yet, or the rates still loading: nothing said. */
export const NoPrice: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('net-price-note')).toBeNull();
  },
};

/** Arabic: the sentence in Arabic, the amounts isolated left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByTestId('net-price-note');
    await expect(note).toHaveTextContent('تحصل على');
    await expect(note).toHaveTextContent('7.42');
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
