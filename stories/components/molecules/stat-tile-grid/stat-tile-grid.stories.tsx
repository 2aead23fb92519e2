import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatTileGrid } from '../../../../src/components/molecules/stat-tile-grid/stat-tile-grid.tsx';

const meta = {
  title: 'Molecules/StatTileGrid',
  component: StatTileGrid,
  args: {
    tiles: [
      { id: 'income', label: 'Income', value: '$612.35' },
      { id: 'views', label: 'Views', value: '42.3K' },
      { id: 'clicks', label: 'Clicks', value: '18.4K' },
      { id: 'buyers', label: 'Paying fans', value: '29' },
      { id: 'subscriptions', label: 'New subscriptions', value: '37' },
      { id: 'unsubscriptions', label: 'Cancelled subscriptions', value: '4' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatTileGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each number under what it counts, as a term and its definition. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Income',
      'Views',
      'Clicks',
      'Paying fans',
      'New subscriptions',
      'Cancelled subscriptions',
    ]);
    await expect(canvas.getByText('$612.35')).toBeVisible();
  },
};

/** A loss reads in red. */
export const Negative: Story = {
  args: { tiles: [{ id: 'income', label: 'Income', value: '-$48.90', tone: 'negative' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$48.90')).toHaveClass('text-red-700');
  },
};

/** Newer numbers on their way: the group is busy; the old numbers stay readable. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    tiles: [
      { id: 'income', label: 'الدخل', value: '612.35 US$' },
      { id: 'views', label: 'المشاهدات', value: '42.3K' },
    ],
  },
};
