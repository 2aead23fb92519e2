/**
 * mine/buy (spec §2, §3, §9): the fan's purchases in three tabs chosen by `?t=`: transactions
 * (every order status, dates to the minute), subscriptions (stories/screens/mine/mine-buy-
 * subscriptions.stories.tsx) and purchased posts, each paged ten at a time with infinite scroll,
 * with loading, empty-with-reload and failed-with-retry states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSearch } from 'wouter';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  boughtPostHandlers,
  orderHistoryHandlers,
  purchaseCallLog,
  purchasesHandlers,
  resetPurchaseCallLog,
} from '../../../src/mocks/handlers-purchases.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { MineBuyScreen } from '../../../src/screens/mine/buy/mine-buy-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** The address's query, as the app's router holds it. */
function SearchProbe() {
  return (
    <div data-testid="search" className="sr-only">
      {useSearch()}
    </div>
  );
}

const meta = {
  title: 'Screens/Mine/Buy',
  component: MineBuyScreen,
  parameters: {
    router: { route: '/mine/buy' },
    msw: { handlers: { ...userHandlers, ...purchasesHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
        <SearchProbe />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetPurchaseCallLog();
    return restore;
  },
} satisfies Meta<typeof MineBuyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls to the end until `text` is in the list (the next page loads 100 px before the end). */
async function scrollUntil(canvas: ReturnType<typeof within>, text: string) {
  await waitFor(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(canvas.getByText(text)).toBeInTheDocument();
    },
    // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
    { timeout: 15_000, interval: 500 },
  );
}

/** Transactions first: every order status and kind, the amount, the date to the minute. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect((await panel.findAllByRole('heading', { name: 'Inner circle' }))[0]).toBeVisible();
    for (const status of ['Paid', 'Pending', 'Failed', 'Refunded', 'Expired', 'Cancelled', 'Disputed']) {
      await expect(panel.getAllByText(status).length).toBeGreaterThan(0);
    }
    // Spec §9: trimmed to 16 characters ("2026-01-15 12:00"): the date and time to the minute, no seconds.
    for (const time of canvasElement.querySelectorAll('time')) {
      await expect(time.textContent).toMatch(/\d{1,2}:\d\d/);
      await expect(time.textContent).not.toMatch(/\d:\d\d:\d\d/);
    }
    // One short page: the list ends there, with nothing more asked.
    await expect(await panel.findByText('You’re all caught up')).toBeVisible();
  },
};

/** The way to the spending limits (issue 26), above the tabs. */
export const SpendingLimitsEntry: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Spending limits/ });
    await expect(link.getAttribute('href')).toMatch(/\/mine\/buy\/limits$/);
    await expect(link).toHaveTextContent('Cap what you spend each month');
  },
};

/** No orders yet: the empty state and its Reload. */
export const TransactionsEmpty: Story = {
  parameters: { msw: { handlers: { orders: orderHistoryHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payments yet')).toBeVisible();
    await expect(canvas.getByText('Subscriptions and posts you pay for are listed here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The first load fails with the server's message; Reload asks again and the orders show. */
export const TransactionsErrorRetry: Story = {
  parameters: { msw: { handlers: { orders: orderHistoryHandlers.errorLogged } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent(MOCK_SERVER_ERROR);
    // The server answers again by the time the reader reloads.
    msw.use(orderHistoryHandlers.loadedLogged);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect((await canvas.findAllByRole('heading', { name: 'Inner circle' }))[0]).toBeVisible();
    await expect(purchaseCallLog.orderPages).toEqual([1, 1]);
  },
};

/** Still loading: placeholder rows. */
export const TransactionsLoading: Story = {
  parameters: { msw: { handlers: { orders: orderHistoryHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** 23 orders: ten a page as the reader scrolls; the short third page ends the list (spec §7). */
export const TransactionsLongList: Story = {
  parameters: { msw: { handlers: { orders: orderHistoryHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order 1')).toBeVisible();
    await expect(canvas.queryByText('Order 11')).toBeNull();
    await scrollUntil(canvas, 'Order 23');
    await expect(await canvas.findByText('You’re all caught up')).toBeInTheDocument();
    await expect(purchaseCallLog.orderPages).toEqual([1, 2, 3]);
  },
};

/** The second page fails: the first stays, and the footer offers Try again. */
export const TransactionsNextPageFails: Story = {
  parameters: { msw: { handlers: { orders: orderHistoryHandlers.secondPageFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order 10')).toBeVisible();
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
    await expect(canvas.getByText('Order 1')).toBeInTheDocument();
  },
};

/** Another tab: the address follows (`?t=purchased`), the bought posts link to themselves. */
export const Purchased: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Purchased posts' }));
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('t=purchased'));
    const link = await canvas.findByRole('link', { name: 'Print-quality edit 1' });
    await expect(link.getAttribute('href')).toMatch(/^\/en\/[a-z.]+\/301$/);
    await expect(canvas.getAllByText('$4.99')).toHaveLength(3);
  },
};

/** Opened on ?t=purchased with nothing bought: that tab, its empty state. */
export const PurchasedEmpty: Story = {
  parameters: {
    router: { route: '/mine/buy?t=purchased' },
    msw: { handlers: { boughtPosts: boughtPostHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Purchased posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('No purchased posts yet')).toBeVisible();
  },
};

/** The purchased posts cannot load: the server's message and a retry. */
export const PurchasedError: Story = {
  parameters: {
    router: { route: '/mine/buy?t=purchased' },
    msw: { handlers: { boughtPosts: boughtPostHandlers.error } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const PurchasedLoading: Story = {
  parameters: {
    router: { route: '/mine/buy?t=purchased' },
    msw: { handlers: { boughtPosts: boughtPostHandlers.loading } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** 23 posts bought: all of them as the reader scrolls. */
export const PurchasedLongList: Story = {
  parameters: {
    router: { route: '/mine/buy?t=purchased' },
    msw: { handlers: { boughtPosts: boughtPostHandlers.many } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Print-quality edit 1')).toBeVisible();
    await scrollUntil(canvas, 'Print-quality edit 23');
  },
};

/** The tabs by keyboard: arrows move between them (WAI-ARIA tabs). */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Transactions' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Subscriptions' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('t=subscriptions'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Purchased posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Arabic: right to left, the tabs and the statuses in Arabic, arrows reversed. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('tab', { name: 'المعاملات' })).toHaveAttribute('aria-selected', 'true');
    await expect((await canvas.findAllByText('مدفوعة')).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('Paid')).toBeNull();
  },
};
