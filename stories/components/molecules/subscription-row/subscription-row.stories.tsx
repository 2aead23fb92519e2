import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionRow } from '../../../../src/components/molecules/subscription-row/subscription-row.tsx';
import { USER_SUBSCRIPTION_STATUS } from '../../../../src/contract/enums.ts';
import { makeUserSubscription } from '../../../../src/mocks/factories-purchases.ts';

const running = makeUserSubscription({ id: 1, subscription_name: 'Inner circle', price: 9.99 });

const meta = {
  title: 'Molecules/SubscriptionRow',
  component: SubscriptionRow,
  args: { subscription: running, creatorHref: '/en/mira.lens', onAction: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (seconds: number) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(seconds * 1000);

/** Running (spec §4 cancel-able): renews on its end date; cancel, or subscribe in advance. */
export const Running: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(`Renews on ${day(running.expire_ts)}`)).toBeVisible();
    await expect(canvas.getByText('$9.99 per period')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mira Lens' })).toHaveAttribute('href', '/en/mira.lens');
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Cancel', 'Subscribe in advance']);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Inner circle' }));
    await expect(args.onAction).toHaveBeenCalledWith('cancel', running);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe in advance to Inner circle' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('advance', running);
  },
};

/** Cancelled (restore-able): runs to its end date; restore, or subscribe in advance. */
export const Cancelled: Story = {
  args: { subscription: { ...running, status: USER_SUBSCRIPTION_STATUS.cancelled } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText(`Access until ${day(running.expire_ts)}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Inner circle' }));
    await expect(args.onAction).toHaveBeenCalledWith('restore', args.subscription);
    await expect(canvas.getByRole('button', { name: 'Subscribe in advance to Inner circle' })).toBeEnabled();
  },
};

/** Expired: ended on its date; only re-subscribe. */
export const Expired: Story = {
  args: {
    subscription: makeUserSubscription({
      id: 3,
      subscription_name: 'Kitchen club',
      price: 120,
      status: USER_SUBSCRIPTION_STATUS.expired,
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText(`Ended on ${day(args.subscription.expire_ts)}`)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Re-subscribe to Kitchen club' }));
    await expect(args.onAction).toHaveBeenCalledWith('resubscribe', args.subscription);
  },
};

/** An action in flight: its button spins, the other waits. */
export const Busy: Story = {
  args: { subscription: { ...running, status: USER_SUBSCRIPTION_STATUS.cancelled }, busy: 'restore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restore Inner circle' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Subscribe in advance to Inner circle' })).toBeDisabled();
  },
};

/** A long plan and creator name stay on one line each. */
export const LongNames: Story = {
  args: {
    subscription: makeUserSubscription({
      id: 4,
      nickname: 'The Very Long Named Studio of Landscape Photography',
      subscription_name: 'Everything, forever, in full',
    }),
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('نشط')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إلغاء Inner circle' })).toBeVisible();
  },
};

const trial = makeUserSubscription({ id: 1, subscription_name: 'Inner circle', price: 9.99, trial: 1 });

/** A free trial from a trial link: says so, with the date it renews and the price then. */
export const FreeTrial: Story = {
  args: { subscription: trial },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`Free trial until ${day(trial.expire_ts)}, then renews at $9.99`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Inner circle' })).toBeVisible();
  },
};

/** A free trial cancelled: it runs to its end and does not renew. */
export const FreeTrialCancelled: Story = {
  args: {
    subscription: makeUserSubscription({
      id: 1,
      subscription_name: 'Inner circle',
      trial: 1,
      status: USER_SUBSCRIPTION_STATUS.cancelled,
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Free trial until ${day(args.subscription.expire_ts)}`)).toBeVisible();
    await expect(canvas.queryByText(/then renews/)).toBeNull();
  },
};

/** Arabic: the trial's line in Arabic. */
export const FreeTrialRtl: Story = {
  args: { subscription: trial },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/تجربة مجانية حتى/)).toBeVisible();
  },
};
