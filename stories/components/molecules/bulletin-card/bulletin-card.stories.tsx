import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulletinCard } from '../../../../src/components/molecules/bulletin-card/bulletin-card.tsx';

const meta = {
  title: 'Molecules/BulletinCard',
  component: BulletinCard,
  args: {
    title: 'Creators keep 100% this month',
    children: 'Until the end of the month there is no platform charge on new subscriptions.',
    isVisitor: true,
    onSignUp: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulletinCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees Sign up. */
export const Visitor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
  },
};
/** A signed-in member does not. */
export const Member: Story = {
  args: { isVisitor: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Sign up' })).toBeNull();
  },
};
export const LongText: Story = {
  args: {
    title: 'A longer announcement title that needs two lines on a phone',
    children:
      'We are rolling out a new payout schedule: earnings now arrive every week instead of every month, with no minimum beyond the usual 100. Nothing to do on your side.',
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
