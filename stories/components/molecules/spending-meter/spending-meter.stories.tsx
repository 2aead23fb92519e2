/**
 * A month's spending against a cap (issue 26): no cap (no bar), within it, near it (80 % and up)
 * and reached (the reset date named), and Arabic, where the bar fills from the right.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpendingMeter } from '../../../../src/components/molecules/spending-meter/spending-meter.tsx';

const meta = {
  title: 'Molecules/SpendingMeter',
  component: SpendingMeter,
  args: {
    label: 'Monthly limit for All creators',
    spent: 34.98,
    cap: 100,
    resetsAt: Date.parse('2026-04-01T00:00:00.000Z'),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpendingMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Well within the cap: the amounts and a bar a third full. */
export const Within: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$34.98 of $100 spent this month')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Monthly limit for All creators' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    );
  },
};

/** No cap: what was spent, and no bar. */
export const NoCap: Story = {
  args: { cap: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$34.98 spent this month · no limit')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** From 80 % of the cap: what is left. */
export const Near: Story = {
  args: { cap: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Close to the limit: $5.02 left')).toBeVisible();
  },
};

/** At or past the cap (a cap lowered below the spending too): refused until the reset. */
export const Reached: Story = {
  args: { cap: 20 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Limit reached: payments it covers are refused until April 1, 2026'),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  args: { cap: 40 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toBeVisible();
  },
};
