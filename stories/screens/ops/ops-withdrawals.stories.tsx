/**
 * The console's withdrawals queue (issue 23): the status tabs, pending requests oldest first with
 * how long each waited, one opened beside the list (the creator's balance, ledger lines and sum
 * check), the decisions (approve; mark paid out with the reference; fail with the reason), the
 * confirmation in a live region, a refused decision, and each load state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MOCK_WITHDRAWAL_MOVED_ON,
  opsWithdrawalHandlers,
  resetOpsWithdrawals,
} from '../../../src/mocks/handlers-ops-withdrawals.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsWithdrawalsScreen } from '../../../src/screens/ops/withdrawals/ops-withdrawals-screen.tsx';

const meta = {
  title: 'Screens/Ops/Withdrawals',
  component: OpsWithdrawalsScreen,
  parameters: {
    router: { route: '/ops/withdrawals' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsWithdrawalHandlers.loaded },
  },
  beforeEach: () => resetOpsWithdrawals(),
} satisfies Meta<typeof OpsWithdrawalsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the withdrawal whose summary holds `text`. */
const open = async (canvas: Canvas, text: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name: text }));

/** Pending requests, oldest first, each with its creator, amount and wait; none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const summaries = await canvas.findAllByRole('button', { name: /Waiting/ });
    await expect(summaries).toHaveLength(3);
    await expect(summaries[0]).toHaveTextContent('Mira Draws');
    await expect(summaries[0]).toHaveTextContent('$420.50');
    await expect(summaries[0]).toHaveTextContent('Waiting 3 days');
    await expect(canvas.getByText('Deleted account')).toBeVisible();
    await expect(
      canvas.getByText('Open a withdrawal from the list to check the creator’s balance and decide it.'),
    ).toBeVisible();
  },
};

/** One opened: the balance now, the ledger lines newest first, the sum check and the actions. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Mira Draws' })).toBeVisible();
    await expect(canvas.getByText('$1,280.75')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('Withdrawal requested');
    await expect(rows[1]).toHaveTextContent('-$420.50');
    await expect(canvas.getByText(/Sum check passed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark paid out' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fail' })).toBeVisible();
  },
};

/** Approving: the confirmation in the live region, the withdrawal moved to Approved. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Withdrawal approved. The creator was told.',
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved' }));
    await expect(await canvas.findByRole('button', { name: /Mira Draws/ })).toBeVisible();
  },
};

/** Marking paid out asks for the reference first, then keeps it. */
export const CompleteWithReference: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark paid out' }));
    await expect(await canvas.findByText('Enter the payment reference.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Payment reference/), 'TRF-2026-005120');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid out' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Withdrawal marked paid out.');
    await expect(await canvas.findByText('TRF-2026-005120')).toBeVisible();
    await expect(
      canvas.getByText('This withdrawal is decided; nothing more can be done with it.'),
    ).toBeVisible();
  },
};

/** Failing asks for the reason the creator reads; the amount goes back to the balance. */
export const FailWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail' }));
    await expect(await canvas.findByText('Say why it failed.')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(/^Reason given/),
      'The IBAN does not match the account holder.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /The amount is back in the creator’s balance/,
    );
    await expect(await canvas.findByText('$1,701.25')).toBeVisible();
    await expect(canvas.getByText('The IBAN does not match the account holder.')).toBeVisible();
  },
};

/** Another operator decided first: the server's refusal under the action, nothing changed. */
export const DecisionRefused: Story = {
  parameters: { msw: { handlers: opsWithdrawalHandlers.movedOn } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_WITHDRAWAL_MOVED_ON);
    await expect(canvas.queryByText(/Withdrawal approved/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsWithdrawalHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawal is waiting for approval.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsWithdrawalHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsWithdrawalHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened withdrawal takes the list's place, with a way back. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Mira Draws/);
    await expect(await canvas.findByRole('button', { name: 'Back to the list' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Pending' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('tab', { name: 'Pending' })).toBeVisible();
  },
};

/** Arabic: the console mirrored, a creator with an Arabic name opened, a failure's reason typed. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /نور للفنون/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'نور للفنون' })).toHaveAttribute(
      'dir',
      'auto',
    );
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
