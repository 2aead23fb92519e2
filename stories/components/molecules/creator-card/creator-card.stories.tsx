import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorCard } from '../../../../src/components/molecules/creator-card/creator-card.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';

const creator = makeCreator();

const meta = {
  title: 'Molecules/CreatorCard',
  component: CreatorCard,
  args: { creator, href: `/en/${creator.username}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `View ${creator.nickname}’s profile` });
    await expect(link).toHaveAttribute('href', `/en/${creator.username}`);
  },
};
export const Row: Story = {
  args: { variant: 'row' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
};
export const LongText: Story = {
  args: {
    creator: makeCreator({
      nickname: 'A creator with a remarkably long display name',
      post_num: 12_345,
      view_count: 9_876_543,
    }),
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
