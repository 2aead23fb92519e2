/**
 * A plan's price under an offer (issue 25): the old price struck through, the new one, the
 * percentage, the periods it applies to and its end, in the reader's language; a screen reader
 * reads one sentence instead of the loose figures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfferPrice } from '../../../../src/components/molecules/offer-price/offer-price.tsx';
import { makeOffer } from '../../../../src/mocks/handlers-offers.ts';

const meta = {
  title: 'Molecules/OfferPrice',
  component: OfferPrice,
  args: { price: 4.99, offer: makeOffer(4.99, 25) },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 25 % off $4.99 for the first period: $3.74 (rounded down to the cent), $4.99 struck through. */
export const FirstPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$3.74')).toBeVisible();
    await expect(canvas.getByText('$4.99').tagName).toBe('S');
    await expect(canvas.getByText('25% off')).toBeVisible();
    await expect(canvas.getByText('First period only · Offer ends Dec 31, 2026')).toBeVisible();
    await expect(
      canvas.getByText(
        'Offer: $3.74 instead of $4.99 for the first period, 25% off, until Dec 31, 2026. Later periods cost $4.99.',
      ),
    ).toHaveClass('sr-only');
  },
};

/** 50 % off every period of a subscription begun under the offer. */
export const EveryPeriod: Story = {
  args: { price: 14.99, offer: makeOffer(14.99, 50, 'every'), size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$7.49')).toBeVisible();
    await expect(canvas.getByText('Every period · Offer ends Dec 31, 2026')).toBeVisible();
    await expect(
      canvas.getByText('Offer: $7.49 instead of $14.99 for every period, 50% off, until Dec 31, 2026.'),
    ).toBeInTheDocument();
  },
};

/** Arabic: the figures, the percentage and the date in Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^عرض: /)).toHaveClass('sr-only');
    await expect(canvas.getByText(/ينتهي العرض في/)).toBeVisible();
    await expect(canvas.getByText(/^خصم /)).toBeVisible();
  },
};
