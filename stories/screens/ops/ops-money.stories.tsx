/**
 * The console's money view (issue 23): a period's figures from the ledger, its sum of zero, the
 * provider's captured payments against it (matching, differing, or not readable with Stripe), the
 * creators' balances a page at a time (a list at 375 px), and each load state; Arabic too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { opsMoneyHandlers } from '../../../src/mocks/handlers-ops-money.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsMoneyScreen } from '../../../src/screens/ops/money/ops-money-screen.tsx';

const meta = {
  title: 'Screens/Ops/Money',
  component: OpsMoneyScreen,
  args: { initialPeriod: { from: '2026-03-01', to: '2026-03-31' } },
  parameters: {
    router: { route: '/ops/money' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsMoneyHandlers.loaded },
  },
} satisfies Meta<typeof OpsMoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month: the figures, the ledger balanced, the provider matching, the first ten balances. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    await expect(await canvas.findAllByText('$12,480.50')).toHaveLength(3);
    await expect(canvas.getByText('Balanced')).toBeVisible();
    await expect(canvas.getByText('Matches')).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
  },
};

/** A period that ends before it starts is refused on the form. */
export const PeriodInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = await canvas.findByLabelText(/To \(included\)/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('Pick a last day on or after the first.')).toBeVisible();
  },
};

/** The provider captured more than the ledger holds. */
export const Differs: Story = {
  parameters: { msw: { handlers: opsMoneyHandlers.differs } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Differs')).toBeVisible();
    await expect(canvas.getByText('$4.99')).toBeVisible();
  },
};

/** With Stripe the provider's records are compared in its dashboard. */
export const Stripe: Story = {
  parameters: { msw: { handlers: opsMoneyHandlers.stripe } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/cannot be read here/)).toBeVisible();
  },
};

/** Nothing moved and nobody has a balance. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsMoneyHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No creator has earned yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: opsMoneyHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: opsMoneyHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the balances are a list, not a table. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = await canvas.findAllByText('Maya Lin');
    await expect(names.filter((name) => name.checkVisibility())).toHaveLength(1);
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
  },
};

/** Arabic: mirrored, amounts read as one unit. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('متوازن')).toBeVisible();
  },
};
