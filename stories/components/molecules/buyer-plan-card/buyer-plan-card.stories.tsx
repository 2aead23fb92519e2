import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyerPlanCard } from '../../../../src/components/molecules/buyer-plan-card/buyer-plan-card.tsx';
import { makePlan } from '../../../../src/mocks/factories-social.ts';
import { withOffer } from '../../../../src/mocks/handlers-offers.ts';

const meta = {
  title: 'Molecules/BuyerPlanCard',
  component: BuyerPlanCard,
  args: { plan: makePlan({ id: 1 }), onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyerPlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plan a fan may buy: picture, name, price, length and post count; the card opens its detail. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /Supporter/ });
    await expect(card).toHaveTextContent('$4.99');
    await expect(card).toHaveTextContent('30 days of access · 17 posts');
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith(args.plan);
  },
};

/** A plan the fan holds (`is_subscribed`): the owned marker. */
export const Owned: Story = {
  args: { plan: makePlan({ id: 2, is_subscribed: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subscribed')).toBeVisible();
  },
};

/** A long name is cut to one line; the price stays whole. */
export const LongName: Story = {
  args: { plan: makePlan({ id: 3, name: 'Backstage pass with every behind-the-scenes', price: 120 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('$120');
  },
};

/** Right to left: the chevron points the reading way. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

/** A plan on offer (issue 25): the new price, the old one struck through, the percentage and the end. */
export const WithOffer: Story = {
  args: { plan: withOffer(makePlan({ id: 1 }), 25) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Supporter/ });
    await expect(card).toHaveAccessibleName(
      expect.stringContaining(
        'Offer: $3.74 instead of $4.99 for the first period, 25% off, until Dec 31, 2026.',
      ),
    );
    await expect(within(card).getByText('$4.99').tagName).toBe('S');
    await expect(within(card).getByText('25% off')).toBeVisible();
  },
};

/** The offer in Arabic. */
export const WithOfferRtl: Story = {
  args: { plan: withOffer(makePlan({ id: 1 }), 25) },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ينتهي العرض في/)).toBeVisible();
  },
};
