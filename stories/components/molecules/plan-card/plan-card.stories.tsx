import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PlanCard } from '../../../../src/components/molecules/plan-card/plan-card.tsx';
import { makePlan } from '../../../../src/mocks/factories-social.ts';
import { withOffer } from '../../../../src/mocks/handlers-offers.ts';

const plan = makePlan({ id: 2, price: 14.99, expire_days: 90, unlock_day_after_subscribe: 30 });

const meta = {
  title: 'Molecules/PlanCard',
  component: PlanCard,
  args: {
    plan,
    index: 1,
    count: 3,
    onMoveUp: fn(),
    onMoveDown: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onInfo: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Options for ${name}` }));
  return screen.findByRole('menu');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$14.99')).toBeVisible();
    await expect(canvas.getByText('90 days of access')).toBeVisible();
    await expect(canvas.getByText('Unlocks posts from the last 30 days')).toBeVisible();
  },
};
/** The menu opened: move up, move down, edit, delete, each calling back with the plan. */
export const MenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, plan.name);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Move up', 'Move down', 'Edit', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move up' }));
    await expect(args.onMoveUp).toHaveBeenCalledWith(plan);
    await userEvent.click(
      within(await openMenu(canvasElement, plan.name)).getByRole('menuitem', { name: 'Delete' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(plan);
    // Keyboard: Enter opens, arrows move, Enter picks.
    (await within(canvasElement).findByRole('button', { name: `Options for ${plan.name}` })).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(plan);
  },
};
/** The first plan moved up shows the 'first item' info instead of moving (spec §4). */
export const FirstItem: Story = {
  args: { index: 0, plan: makePlan({ id: 1 }) },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, args.plan.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move up' }));
    await expect(args.onInfo).toHaveBeenCalledWith('firstItem');
    await expect(args.onMoveUp).not.toHaveBeenCalled();
    await expect(canvasElement.textContent).toContain('Unlocks every past post');
  },
};
/** The last plan moved down shows the 'last item' info. */
export const LastItem: Story = {
  args: { index: 2 },
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, plan.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move down' }));
    await expect(args.onInfo).toHaveBeenCalledWith('lastItem');
    await expect(args.onMoveDown).not.toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: {
    plan: makePlan({ name: 'Thirty-two characters plan name!', price: 999, expire_days: 365 }),
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // Found by its popup role, not its (translated) name.
    const trigger = canvasElement.querySelector<HTMLElement>('button[aria-haspopup="menu"]');
    await expect(trigger).not.toBeNull();
    if (trigger) await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

/** A plan on offer (issue 25): the creator sees what fans see, and the menu has Offer. */
export const WithOffer: Story = {
  args: { plan: withOffer(plan, 20, 'every'), onOffer: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$11.99')).toBeVisible();
    await expect(canvas.getByText('$14.99').tagName).toBe('S');
    await expect(canvas.getByText('20% off')).toBeVisible();
    await expect(
      canvas.getByText('Offer: $11.99 instead of $14.99 for every period, 20% off, until Dec 31, 2026.'),
    ).toHaveClass('sr-only');
    const menu = await openMenu(canvasElement, plan.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Offer' }));
    await expect(args.onOffer).toHaveBeenCalledWith(args.plan);
  },
};

/** The offer in Arabic. */
export const WithOfferRtl: Story = {
  args: { plan: withOffer(plan, 20, 'every') },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ينتهي العرض في/)).toBeVisible();
  },
};
