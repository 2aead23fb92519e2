import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchCreatorCard } from '../../../../src/components/molecules/search-creator-card/search-creator-card.tsx';
import { makeCreator } from '../../../../src/mocks/factories.ts';

const creator = makeCreator();

const meta = {
  title: 'Molecules/SearchCreatorCard',
  component: SearchCreatorCard,
  args: { creator, href: `/en/${creator.username}`, onSubscribe: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 460, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchCreatorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`@${creator.username}`)).toBeVisible();
    await expect(canvas.getByText(`${creator.post_num} posts`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Subscribe to ${creator.nickname}` }));
    await expect(args.onSubscribe).toHaveBeenCalledWith(creator);
  },
};
/** Already subscribed: View leads to the profile instead of Subscribe. */
export const Subscribed: Story = {
  args: { creator: makeCreator({ is_subscribed: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Subscribe/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: `View ${creator.nickname}’s profile` })).toHaveAttribute(
      'href',
      `/en/${creator.username}`,
    );
  },
};
/** A creator without plans cannot be subscribed to. */
export const NoPlans: Story = {
  args: { creator: makeCreator({ subscription_list: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^View/ })).toBeVisible();
  },
};
export const LongText: Story = {
  args: {
    creator: makeCreator({
      nickname: 'A creator with a remarkably long display name that must truncate',
      username: 'a.very.long.username.that.keeps.going',
      post_num: 1_234_567,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/1\.2M posts/)).toBeVisible();
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
