import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorPlanList } from '../../../../src/components/molecules/creator-plan-list/creator-plan-list.tsx';

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
