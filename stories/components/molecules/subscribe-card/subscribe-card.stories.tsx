import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscribeCard } from '../../../../src/components/molecules/subscribe-card/subscribe-card.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';

const meta = {
  title: 'Molecules/SubscribeCard',
  component: SubscribeCard,
  args: {
    creator: makeCreator({
      subscription_list: [
        { id: 1, name: 'Inner circle', price: 14.99 },
        { id: 2, name: 'Supporter', price: 4.99 },
      ],
    }),
    onSubscribe: fn(),
    onViewPlans: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24, background: 'linear-gradient(135deg,#a78bfa,#ec4899)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the cheapest plan, $4.99, not the first one listed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plans from $4.99')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'View plans' }));
    await expect(args.onViewPlans).toHaveBeenCalledOnce();
  },
};
export const Subscribed: Story = {
  args: { creator: makeCreator({ is_subscribed: 1 }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribed' });
    await expect(button).toBeDisabled();
  },
};
export const NoPlans: Story = {
  args: { creator: makeCreator({ subscription_list: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No subscription plans yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
