/**
 * mine/buy?t=subscriptions (spec §2, §4, §8): the fan's subscriptions, active (running or
 * cancelled) then ended, with the actions each status allows: cancel after a confirm (type 0),
 * restore (type 1), re-subscribe when expired and subscribe in advance, which open the payment
 * dialog for the plan as it is sold today, or say in a toast why they cannot; a notice's one-tap
 * cancel link opens the cancel at once.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeExpiredSubscriptions } from '../../../src/mocks/factories-purchases.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  cancelSubscriptionHandlers,
  plansOnSaleHandlers,
  purchaseCallLog,
  purchasesHandlers,
  resetPurchaseCallLog,
  subscriptionListHandlers,
} from '../../../src/mocks/handlers-purchases.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { MineBuyScreen } from '../../../src/screens/mine/buy/mine-buy-screen.tsx';
import { paymentFlow, resetPaymentFlow } from '../../../src/state/payment-flow.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Buy/Subscriptions',
  component: MineBuyScreen,
  parameters: {
    router: { route: '/mine/buy?t=subscriptions' },
    msw: { handlers: { ...userHandlers, ...purchasesHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetPurchaseCallLog();
    resetPaymentFlow();
    return () => {
      resetPaymentFlow();
      restore();
    };
  },
} satisfies Meta<typeof MineBuyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));
const row = (scope: ReturnType<typeof within>, plan: string) =>
  within(scope.getByRole('heading', { name: plan }).closest('article') as HTMLElement);

/** Active first (running, then cancelled), then ended, each with its own actions. */
export const Subscriptions: Story = {
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    const innerCircle = row(active, 'Inner circle');
    await expect(innerCircle.getByText('Active')).toBeVisible();
    await expect(innerCircle.getByText(/^Renews on /)).toBeVisible();
    const trailNotes = row(active, 'Trail notes');
    await expect(trailNotes.getByText('Cancelled')).toBeVisible();
    await expect(trailNotes.getByText(/^Access until /)).toBeVisible();
    const ended = await section(canvasElement, 'Ended');
    const kitchen = row(ended, 'Kitchen club');
    await expect(kitchen.getByText(/^Ended on /)).toBeVisible();
    await expect(kitchen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Re-subscribe',
    ]);
  },
};

/** Cancel asks first; confirmed, type 0 is sent, the row turns cancelled and offers Restore. */
export const CancelConfirm: Story = {
  play: async ({ canvasElement, msw }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Cancel Inner circle' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel Inner circle?' });
    await expect(dialog).toHaveTextContent('It will not renew.');
    // The lists asked again after the cancel, as the server answers them then.
    msw.use(subscriptionListHandlers.afterCancel);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Subscription cancelled'));
    await expect(purchaseCallLog.cancelSubscription).toEqual([{ type: 0, id: 1 }]);
    await waitFor(() => expect(row(active, 'Inner circle').getByText('Cancelled')).toBeVisible());
    await expect(active.getByRole('button', { name: 'Restore Inner circle' })).toBeVisible();
  },
};

/**
 * The one-tap cancel of a renewal or trial notice (issue 26: `?cancel=<id>` in its notification and
 * mail): the subscription's cancel opens by itself, so the fan only confirms.
 */
export const CancelFromNotice: Story = {
  parameters: { router: { route: '/mine/buy?t=subscriptions&cancel=1' } },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel Inner circle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Subscription cancelled'));
    await expect(purchaseCallLog.cancelSubscription).toEqual([{ type: 0, id: 1 }]);
  },
};

/** A link to a subscription on the list's third page: the pages are read until it is found. */
export const CancelFromNoticeThirdPage: Story = {
  parameters: {
    router: { route: '/mine/buy?t=subscriptions&cancel=121' },
    msw: { handlers: { subscriptions: subscriptionListHandlers.many } },
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel Plan 22?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(purchaseCallLog.cancelSubscription).toEqual([{ type: 0, id: 121 }]));
  },
};

/** A link to a subscription the fan no longer holds: the whole list is read, nothing opens. */
export const CancelFromNoticeNotFound: Story = {
  parameters: {
    router: { route: '/mine/buy?t=subscriptions&cancel=999' },
    msw: { handlers: { subscriptions: subscriptionListHandlers.many } },
  },
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    // Every page was asked for the link, then the list stands as it is.
    await waitFor(() => expect(active.getByText('Plan 23')).toBeInTheDocument());
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(purchaseCallLog.cancelSubscription).toEqual([]);
  },
};

/** "Keep it" closes the confirm and sends nothing. */
export const CancelKept: Story = {
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Cancel Inner circle' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel Inner circle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(purchaseCallLog.cancelSubscription).toEqual([]);
    await expect(row(active, 'Inner circle').getByText('Active')).toBeVisible();
  },
};

/** The server refuses the cancel: its message in the dialog, which stays open (spec §4 modal flow). */
export const CancelRefused: Story = {
  parameters: { msw: { handlers: { cancelSubscription: cancelSubscriptionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Cancel Inner circle' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Cancel Inner circle?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await expect(await within(dialog).findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(row(active, 'Inner circle').getByText('Active')).toBeVisible();
  },
};

/** Restore sends type 1 at once; the row is running again and says so. */
export const Restore: Story = {
  parameters: { msw: { handlers: { cancelSubscription: cancelSubscriptionHandlers.restored } } },
  play: async ({ canvasElement, msw }) => {
    const active = await section(canvasElement, 'Active');
    // The lists asked again after the restore, as the server answers them then.
    msw.use(subscriptionListHandlers.afterRestore);
    await userEvent.click(active.getByRole('button', { name: 'Restore Trail notes' }));
    await waitFor(() =>
      expect(body().getByRole('status')).toHaveTextContent('Subscription restored: it renews again'),
    );
    await expect(purchaseCallLog.cancelSubscription).toEqual([{ type: 1, id: 2 }]);
    await waitFor(() => expect(row(active, 'Trail notes').getByText('Active')).toBeVisible());
    await expect(active.getByRole('button', { name: 'Cancel Trail notes' })).toBeVisible();
  },
};

/** Restore refused: a failure toast with the server's message; the row stays cancelled. */
export const RestoreFails: Story = {
  parameters: { msw: { handlers: { cancelSubscription: cancelSubscriptionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Restore Trail notes' }));
    await waitFor(() =>
      expect(
        body()
          .getAllByRole('alert')
          .some((node) => node.textContent?.includes(MOCK_SERVER_ERROR)),
      ).toBe(true),
    );
    await expect(row(active, 'Trail notes').getByText('Cancelled')).toBeVisible();
  },
};

/** Expired: Re-subscribe opens the payment dialog for the plan at today's price (125, was 120). */
export const Resubscribe: Story = {
  play: async ({ canvasElement }) => {
    const ended = await section(canvasElement, 'Ended');
    await userEvent.click(ended.getByRole('button', { name: 'Re-subscribe to Kitchen club' }));
    await waitFor(() => expect(paymentFlow.payment).not.toBeNull());
    const expired = makeExpiredSubscriptions()[0]!;
    await expect(paymentFlow.payment).toEqual({
      kind: 'plan',
      plan: { id: 13, name: 'Kitchen club', price: 125 },
      creator: {
        aff: expired.aff,
        uuid: expired.uuid,
        username: expired.username,
        nickname: expired.nickname,
        thumb: expired.thumb,
      },
    });
  },
};

/** Running: Subscribe in advance opens the payment dialog for the same plan. */
export const SubscribeInAdvance: Story = {
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Subscribe in advance to Inner circle' }));
    await waitFor(() => expect(paymentFlow.payment).not.toBeNull());
    await expect(paymentFlow.payment).toMatchObject({
      kind: 'plan',
      plan: { id: 11, name: 'Inner circle', price: 9.99 },
      creator: { username: 'mira.lens' },
    });
  },
};

/** The creator took the plan off sale: the re-subscribe error toast (spec §8), no payment. */
export const ResubscribePlanWithdrawn: Story = {
  parameters: { msw: { handlers: { plansOnSale: plansOnSaleHandlers.withdrawn } } },
  play: async ({ canvasElement }) => {
    const ended = await section(canvasElement, 'Ended');
    await userEvent.click(ended.getByRole('button', { name: 'Re-subscribe to Kitchen club' }));
    await waitFor(() =>
      expect(
        body()
          .getAllByRole('alert')
          .some((node) =>
            node.textContent?.includes('Couldn’t re-subscribe: This plan is no longer on sale.'),
          ),
      ).toBe(true),
    );
    await expect(paymentFlow.payment).toBeNull();
  },
};

/** The plans cannot be asked: the subscribe-in-advance error toast with the server's message. */
export const SubscribeInAdvanceFails: Story = {
  parameters: { msw: { handlers: { plansOnSale: plansOnSaleHandlers.error } } },
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'Active');
    await userEvent.click(active.getByRole('button', { name: 'Subscribe in advance to Inner circle' }));
    await waitFor(() =>
      expect(
        body()
          .getAllByRole('alert')
          .some((node) => node.textContent?.includes(`Couldn’t subscribe in advance: ${MOCK_SERVER_ERROR}`)),
      ).toBe(true),
    );
    await expect(paymentFlow.payment).toBeNull();
  },
};

/** No subscriptions at all: one empty state with Reload. */
export const Empty: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No subscriptions yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Only expired ones: no Active heading, the Ended list. */
export const OnlyEnded: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionListHandlers.onlyEnded } } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Ended');
    await expect(within(canvasElement).queryByRole('region', { name: 'Active' })).toBeNull();
  },
};

/** The list cannot load: the server's message and Reload. */
export const Error: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** 23 active and one ended: the ended list follows once the active one is whole. */
export const LongList: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionListHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Plan 10' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Ended' })).toBeNull();
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(canvas.getByRole('region', { name: 'Ended' })).toBeInTheDocument();
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
    await expect(canvas.getByRole('heading', { name: 'Plan 23' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Kitchen club' })).toBeInTheDocument();
  },
};

/** Arabic: mirrored rows, the confirm in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const active = await section(canvasElement, 'نشطة');
    await userEvent.click(active.getByRole('button', { name: 'إلغاء Inner circle' }));
    await expect(await body().findByRole('alertdialog', { name: 'إلغاء Inner circle؟' })).toBeVisible();
  },
};
