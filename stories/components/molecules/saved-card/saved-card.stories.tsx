import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavedCard } from '../../../../src/components/molecules/saved-card/saved-card.tsx';
import { makeSavedCard } from '../../../../src/mocks/factories-money.ts';

const meta = {
  title: 'Molecules/SavedCard',
  component: SavedCard,
  args: { card: makeSavedCard(1) },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default card: brand as people write it, last four digits, expiry, the Default badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Expires \u2066?06\/30/);
  },
};

/** Another card: no badge. */
export const Other: Story = {
  args: { card: makeSavedCard(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(within(canvasElement).queryByText('Default')).toBeNull();
  },
};

/** A banned card (spec §5): flagged, and why it cannot pay instead of its expiry. */
export const Banned: Story = {
  args: { card: makeSavedCard(3, { is_ban: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('American Express ending in 0005')).toBeVisible();
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await expect(canvas.getByText('This card can’t be used for payments.')).toBeVisible();
  },
};

/** Arabic: mirrored, the expiry still reads MM/YY. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('06/30');
  },
};
