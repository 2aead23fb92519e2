import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorPlanList } from '../../../../src/components/molecules/creator-plan-list/creator-plan-list.tsx';
import { makeOffer } from '../../../../src/mocks/handlers-offers.ts';

const meta = {
  title: 'Molecules/CreatorPlanList',
  component: CreatorPlanList,
  args: {
    plans: [
      { id: 11, name: 'Supporter', price: 4.99 },
      { id: 12, name: 'Inner circle', price: 14.99 },
      { id: 13, name: 'Patron', price: 120 },
    ],
    onOpenPlan: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorPlanList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each plan with its price (120 without decimals, spec §5); a plan opens its detail. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subscription plans' })).toBeVisible();
    await expect(canvas.getByText('$120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Inner circle \$14\.99/ }));
    await expect(args.onOpenPlan).toHaveBeenCalledWith(12);
  },
};

/** No plans on sale: nothing is drawn. */
export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

/** Plans with offers (issue 25): 25 % off the first period, 50 % off every period, as the plan cards show them. */
const WITH_OFFERS = [
  { id: 11, name: 'Supporter', price: 4.99, offer: null },
  { id: 12, name: 'Inner circle', price: 14.99, offer: makeOffer(14.99, 25) },
  { id: 13, name: 'Patron', price: 120, offer: makeOffer(120, 50, 'every') },
];

/** The new price, the old one struck through, the percentage off, for which periods and until when. */
export const WithOffer: Story = {
  args: { plans: WITH_OFFERS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inner = canvas.getByRole('button', { name: /^Inner circle Offer: \$11\.24 instead of \$14\.99/ });
    await expect(within(inner).getByText('$14.99').tagName).toBe('S');
    await expect(within(inner).getByText('First period only · Offer ends Dec 31, 2026')).toBeVisible();
    const patron = canvas.getByRole('button', {
      name: /^Patron Offer: \$60\.00 instead of \$120 for every period/,
    });
    await expect(within(patron).getByText('50% off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Supporter \$4\.99 per period/ })).toBeVisible();
    await userEvent.click(patron);
    await expect(args.onOpenPlan).toHaveBeenCalledWith(13);
  },
};

/** The same in Arabic, right to left. */
export const WithOfferRtl: Story = {
  globals: { locale: 'ar' },
  args: { plans: WITH_OFFERS },
  play: async ({ canvasElement }) => {
    // "… off" in Arabic, on both plans with an offer.
    await expect(within(canvasElement).getAllByText(/^خصم /)).toHaveLength(2);
  },
};
