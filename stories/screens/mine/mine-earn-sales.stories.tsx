/**
 * mine/earn's sales (issue 25): every sale with its gross, platform fee, payment cost and net
 * (user/getSaleList), a refund as its own negative line, more pages by a button; the monthly
 * statement's chooser. Empty, error, loading and Arabic too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { earningsHandlers } from '../../../src/mocks/handlers-earnings.ts';
import { salesHandlers } from '../../../src/mocks/handlers-sales.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MineEarnScreen } from '../../../src/screens/mine/earn/mine-earn-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Earn/Sales',
  component: MineEarnScreen,
  args: { now: new Date(Date.UTC(2026, 2, 20, 12)) },
  parameters: {
    router: { route: '/mine/earn' },
    msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator, ...earningsHandlers } },
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
    return restore;
  },
} satisfies Meta<typeof MineEarnScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const salesOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Sales' });

/** Five lines: a subscription, a renewal, a tip, a post sold and its refund (negative, marked). */
export const SeveralWithRefund: Story = {
  play: async ({ canvasElement }) => {
    const sales = within(await salesOf(canvasElement));
    const rows = await sales.findAllByRole('article');
    await expect(rows).toHaveLength(5);
    const refund = within(rows[0]!);
    await expect(refund.getByText('Refund')).toBeVisible();
    await expect(refund.getByText('ord_mockRefunded0001')).toBeVisible();
    // 15.00 at 20 % and 2.9 % + 0.30: fee 3.00, cost 0.73, net 11.27, all taken back.
    await expect(refund.getByText('-$15.00')).toBeVisible();
    await expect(refund.getByText('-$11.27')).toBeVisible();
    await expect(rows[1]).toHaveTextContent(/^Mara QuinnTip/);
    const tip = within(rows[1]!);
    await expect(tip.getByText('$20.00')).toBeVisible();
    await expect(tip.getByText('$15.12')).toBeVisible();
    await expect(sales.queryByRole('button', { name: 'Show more sales' })).toBeNull();
  },
};

/** 23 sales: ten, then ten more and the last three by the button, which then goes. */
export const MorePages: Story = {
  parameters: { msw: { handlers: { sales: salesHandlers.many } } },
  play: async ({ canvasElement }) => {
    const region = await salesOf(canvasElement);
    const sales = within(region);
    await waitFor(() => expect(sales.getAllByRole('article')).toHaveLength(10));
    await userEvent.click(sales.getByRole('button', { name: 'Show more sales' }));
    await waitFor(() => expect(sales.getAllByRole('article')).toHaveLength(20));
    await userEvent.click(sales.getByRole('button', { name: 'Show more sales' }));
    await waitFor(() => expect(sales.getAllByRole('article')).toHaveLength(23));
    await waitFor(() => expect(sales.queryByRole('button', { name: 'Show more sales' })).toBeNull());
  },
};

/** No sale yet: said, with what will show. */
export const Empty: Story = {
  parameters: { msw: { handlers: { sales: salesHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const sales = within(await salesOf(canvasElement));
    await expect(await sales.findByText('No sales yet')).toBeVisible();
  },
};

/** The list failed: the error with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { sales: salesHandlers.error } } },
  play: async ({ canvasElement }) => {
    const sales = within(await salesOf(canvasElement));
    await expect(await sales.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Still loading: placeholders, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sales: salesHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = await salesOf(canvasElement);
    await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The statement's chooser: this month first (UTC), a chosen month opens its statement. */
export const StatementChooser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statement = within(await canvas.findByRole('region', { name: 'Monthly statement' }));
    const open = statement.getByRole('link', { name: 'Open statement' });
    await expect(open).toHaveAttribute('href', '/en/mine/earn/statement?month=2026-03');
    await userEvent.click(statement.getByRole('button', { name: /Month/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'January 2026' }));
    await expect(open).toHaveAttribute('href', '/en/mine/earn/statement?month=2026-01');
  },
};

/** Arabic: the section and its figures in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = within(await canvas.findByRole('region', { name: 'المبيعات' }));
    await waitFor(() => expect(sales.getAllByText('رسوم المنصة').length).toBeGreaterThan(0));
    await expect(sales.getByText('استرداد')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'الكشف الشهري' })).toBeVisible();
  },
};
