import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanOffer } from '../../../../src/components/molecules/plan-offer/plan-offer.tsx';
import { makePlan } from '../../../../src/mocks/factories-social.ts';
import { withOffer } from '../../../../src/mocks/handlers-offers.ts';

const meta = {
  title: 'Molecules/PlanOffer',
  component: PlanOffer,
  args: { plan: makePlan({ id: 1 }), onBuy: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plan's detail with Buy: what it gives, its description, and Subscribe for its price. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Supporter' })).toBeVisible();
    for (const fact of ['30 days of access', 'Unlocks every past post', '17 posts']) {
      await expect(canvas.getByText(fact)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe for $4.99' }));
    await expect(args.onBuy).toHaveBeenCalledWith(args.plan);
  },
};

/** A plan the fan holds: the owned marker instead of Buy. */
export const Owned: Story = {
  args: { plan: makePlan({ id: 2, is_subscribed: 1, unlock_day_after_subscribe: 30 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You’re subscribed to this plan.')).toBeVisible();
    await expect(canvas.getByText('Unlocks posts from the last 30 days')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** One's own plan (spec §6 subscribeSelf): the reason instead of Buy. */
export const Own: Story = {
  args: { state: 'self' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You can’t subscribe to your own plan.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

/**
 * An English plan shown in Arabic: the creator's own name and words keep their direction
 * (dir="auto"), and the price reads as one unit inside the Arabic button ("4.99 US$").
 */
export const EnglishPlanInArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    plan: makePlan({ id: 2, name: 'Supporter', content: 'Early access to every shoot, twice a week.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Supporter' })).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText('Early access to every shoot, twice a week.')).toHaveAttribute(
      'dir',
      'auto',
    );
    // The amount is a left-to-right isolate (U+2066 … U+2069) inside the right-to-left label.
    await expect(canvas.getByRole('button').textContent).toMatch(/\u2066[^\u2069]*US\$[^\u2069]*\u2069/);
  },
};

/** A plan on offer (issue 25): the offer price, struck plan price, and Subscribe for the offer price. */
export const WithOffer: Story = {
  args: { plan: withOffer(makePlan({ id: 2 }), 50, 'every') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$14.99').tagName).toBe('S');
    await expect(canvas.getByText('Every period · Offer ends Dec 31, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe for $7.49' }));
    await expect(args.onBuy).toHaveBeenCalledWith(args.plan);
  },
};

/** The offer in Arabic. */
export const WithOfferRtl: Story = {
  args: { plan: withOffer(makePlan({ id: 2 }), 50, 'every') },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ينتهي العرض في/)).toBeVisible();
  },
};
