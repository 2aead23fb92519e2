import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostCard } from '../../../../src/components/molecules/post-card/post-card.tsx';
import { makeLockedPost, makePayPerPost, makePost, makeVideoPost } from '../../../../src/mocks/factories.ts';

const meta = {
  title: 'Molecules/PostCard',
  component: PostCard,
  args: {
    post: makePost(),
    authorHref: '/en/creator',
    postHref: '/en/creator/1',
    onSubscribe: fn(),
    onBuy: fn(),
    onLike: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /subscribe/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Like/ }));
    await expect(args.onLike).toHaveBeenCalledWith(args.post);
  },
};
export const Locked: Story = {
  args: { post: makeLockedPost() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe to unlock' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith(args.post);
  },
};
export const PayPerPost: Story = {
  args: { post: makePayPerPost({ price: 4.99 }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy for $4.99' }));
    await expect(args.onBuy).toHaveBeenCalledWith(args.post);
  },
};
export const Video: Story = { args: { post: makeVideoPost() } };
export const LongText: Story = {
  args: {
    post: makePost({
      title: 'A very long title for a post that goes on and on to check how the card wraps it',
      content:
        'Behind the scenes of today’s shoot: we started at five in the morning to catch the first light over the hills, and it was worth every minute of lost sleep. More photos are coming this week.',
      like_num: 1_234_567,
      view_num: 98_765_432,
    }),
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { post: makeLockedPost() } };
