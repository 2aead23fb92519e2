/**
 * mine/earn-withdrawal-history (spec §2, §3, §4): the creator's withdrawals, newest first, ten a
 * page: pending, approved, paid out, failed with the reason; the balance above, with Withdraw
 * while it reaches the minimum.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MOCK_WITHDRAWAL_FAILURE } from '../../../src/mocks/factories-earnings.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { earningsHandlers, withdrawalListHandlers } from '../../../src/mocks/handlers-earnings.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { WithdrawalHistoryScreen } from '../../../src/screens/mine/earn-withdrawal-history/withdrawal-history-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/EarnWithdrawalHistory',
  component: WithdrawalHistoryScreen,
  parameters: {
    router: { route: '/mine/earn-withdrawal-history' },
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
} satisfies Meta<typeof WithdrawalHistoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of spec §4, the failed one with its reason; the balance and Withdraw above. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Approved')).toBeVisible();
    for (const status of ['Pending', 'Approved', 'Paid out', 'Failed']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    await expect(canvas.getByText(`Reason: ${MOCK_WITHDRAWAL_FAILURE}`)).toBeVisible();
    await expect(canvas.getByText('$1,520.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/en/mine/earn-withdrawal-request',
    );
    await expect(await canvas.findByText('You’re all caught up')).toBeInTheDocument();
  },
};

/** None yet: the empty state with Reload. */
export const Empty: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawals yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** A negative balance: in red, and no Withdraw. */
export const NegativeBalance: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.negativeBalance } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('-$48.90')).toHaveClass('text-red-700');
    await expect(canvas.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** 23 withdrawals: ten a page as the creator scrolls. */
export const LongList: Story = {
  parameters: { msw: { handlers: { withdrawals: withdrawalListHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Paid out')).length).toBe(10);
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(canvas.getAllByText('Paid out')).toHaveLength(23);
      },
      // Each page is asked after a scroll, one every 500 ms: past the 10 s default on a busy machine.
      { timeout: 15_000, interval: 500 },
    );
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تمت الموافقة')).toBeVisible();
    await expect(canvas.getByText(`السبب: ${MOCK_WITHDRAWAL_FAILURE}`)).toBeVisible();
  },
};
