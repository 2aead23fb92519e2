/**
 * mine/buy/limits (issue 26): the fan's monthly spending limits, overall and per creator, with this
 * month's spending against each: none set, set, near and over a limit, nobody paid yet, loading,
 * failed; setting one through the form (the contract's money rule checks what is typed), changing
 * and removing one; Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  resetSpendingMocks,
  setSpendingLimitHandlers,
  SPENDING_LIMITS,
  spendingLimitsHandlers,
  spendingLimitsScreenHandlers,
} from '../../../src/mocks/handlers-spending.ts';
import { userHandlers } from '../../../src/mocks/handlers-user.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { SpendingLimitsScreen } from '../../../src/screens/mine/spending-limits/spending-limits-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Buy/SpendingLimits',
  component: SpendingLimitsScreen,
  parameters: {
    router: { route: '/mine/buy/limits' },
    msw: { handlers: { ...userHandlers, ...spendingLimitsScreenHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetSpendingMocks();
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof SpendingLimitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const card = async (canvasElement: HTMLElement, name: string) =>
  within((await within(canvasElement).findByRole('heading', { name })).closest('article') as HTMLElement);

/** No limit set: this month's spending, overall and per creator, and Set a limit on each. */
export const NoneSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spending limits' })).toBeVisible();
    const overall = await card(canvasElement, 'All creators');
    await expect(overall.getByText('$34.98 spent this month · no limit')).toBeVisible();
    await expect(overall.queryByRole('meter')).toBeNull();
    const mira = await card(canvasElement, 'Mira Lens');
    await expect(mira.getByText('$24.99 spent this month · no limit')).toBeVisible();
    await expect(mira.getByRole('button', { name: 'Set a limit' })).toBeVisible();
    await expect(canvas.getByText(/starts again from 0 on April 1, 2026/)).toBeVisible();
  },
};

/** Limits set and well within: a meter each, Change and Remove. */
export const Set: Story = {
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.set } } },
  play: async ({ canvasElement }) => {
    const overall = await card(canvasElement, 'All creators');
    await expect(overall.getByText('$34.98 of $100 spent this month')).toBeVisible();
    await expect(overall.getByRole('meter', { name: 'Monthly limit for All creators' })).toHaveAttribute(
      'aria-valuenow',
      '34.98',
    );
    await expect(overall.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(overall.getByRole('button', { name: 'Remove' })).toBeVisible();
  },
};

/** Near the overall limit (80 % and up) and over a creator's: the warnings say what is left and until when. */
export const NearAndOverLimit: Story = {
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.nearAndOver } } },
  play: async ({ canvasElement }) => {
    const overall = await card(canvasElement, 'All creators');
    await expect(overall.getByText('Close to the limit: $5.02 left')).toBeVisible();
    const mira = await card(canvasElement, 'Mira Lens');
    await expect(
      mira.getByText('Limit reached: payments it covers are refused until April 1, 2026'),
    ).toBeVisible();
  },
};

/** A fan who has paid nobody yet: the overall limit, and a word on where creators come from. */
export const NobodyPaidYet: Story = {
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'All creators');
    await expect(
      within(canvasElement).getByText(/Creators you subscribe to or pay this month appear here/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.loading } } },
};

/** The limits cannot be read: the server's words and Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /retry|reload|try again/i })).toBeVisible();
  },
};

/** Setting the overall limit: a text that is no amount is refused under the field, then a good one is saved. */
export const SetOverallLimit: Story = {
  play: async ({ canvasElement }) => {
    const overall = await card(canvasElement, 'All creators');
    await userEvent.click(overall.getByRole('button', { name: 'Set a limit' }));
    const field = overall.getByRole('textbox', { name: /Monthly limit for All creators/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '12.345');
    await userEvent.click(overall.getByRole('button', { name: 'Save limit' }));
    await expect(await overall.findByText('Use at most two decimals.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(overall.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Limit saved'));
    await expect(await overall.findByText('$34.98 of $50.00 spent this month')).toBeVisible();
  },
};

/** The server refuses the limit: its words under the field, which keeps what was typed. */
export const SetLimitRefused: Story = {
  parameters: { msw: { handlers: { setSpendingLimit: setSpendingLimitHandlers.error } } },
  play: async ({ canvasElement }) => {
    const mira = await card(canvasElement, 'Mira Lens');
    await userEvent.click(mira.getByRole('button', { name: 'Set a limit' }));
    const field = mira.getByRole('textbox', { name: /Monthly limit for Mira Lens/ });
    await userEvent.type(field, '30');
    await userEvent.click(mira.getByRole('button', { name: 'Save limit' }));
    await expect(await mira.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(field).toHaveValue('30');
  },
};

/** Removing a creator's limit: no limit again. */
export const RemoveLimit: Story = {
  beforeEach: () => resetSpendingMocks(SPENDING_LIMITS.set),
  play: async ({ canvasElement }) => {
    const mira = await card(canvasElement, 'Mira Lens');
    await expect(mira.getByText('$24.99 of $50.00 spent this month')).toBeVisible();
    await userEvent.click(mira.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Limit removed'));
    await expect(await mira.findByText('$24.99 spent this month · no limit')).toBeVisible();
  },
};

/** Arabic, right to left: the meters fill from the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { spendingLimits: spendingLimitsHandlers.nearAndOver } } },
  play: async ({ canvasElement }) => {
    const meters = await within(canvasElement).findAllByRole('meter');
    await expect(meters).toHaveLength(2);
    await expect(getComputedStyle(canvasElement.querySelector('article')!).direction).toBe('rtl');
  },
};
