import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Comment } from '../../../../src/components/molecules/comment/comment.tsx';
import { MOCK_NOW_SECONDS } from '../../../../src/mocks/factories.ts';
import { makeComment, makeReplies } from '../../../../src/mocks/factories-social.ts';

const comment = makeComment({ id: 1, like: 4 });

const meta = {
  title: 'Molecules/Comment',
  component: Comment,
  args: { comment, now: MOCK_NOW_SECONDS * 1000, onLike: fn(), onReply: fn(), onLoadReplies: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Comment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Liking shows at once (4 → 5), and again (5 → 4); Reply calls back with the comment. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 minutes ago')).toBeVisible();
    const like = canvas.getByRole('button', { name: 'Like 4' });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName('Like 5');
    await expect(args.onLike).toHaveBeenLastCalledWith(comment, true);
    await userEvent.click(like);
    await expect(like).toHaveAccessibleName('Like 4');
    await expect(args.onLike).toHaveBeenLastCalledWith(comment, false);
    await userEvent.click(canvas.getByRole('button', { name: `Reply to ${comment.author.nickname}` }));
    await expect(args.onReply).toHaveBeenCalledWith(comment);
  },
};
/** A liked comment with a count of 0 (stale data): unliking stays at 0, never -1. */
export const LikeNeverBelowZero: Story = {
  args: { comment: makeComment({ liked: 1, like: 0 }) },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like 0' });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName('Like 0');
  },
};
/** The like call fails: the optimistic count rolls back. */
export const LikeFailed: Story = {
  args: { onLike: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like 4' });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName('Like 4'));
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};
/** "2 replies" expands to show them, and collapses again. */
export const WithReplies: Story = {
  args: { comment: makeComment({ reply_num: 2 }), replies: makeReplies(1, 2) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '2 replies' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Same question here!')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Same question here!')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    // Replies were given, so nothing is fetched.
    await expect(args.onLoadReplies).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide replies' }));
    await expect(canvas.queryByText('Same question here!')).toBeNull();
  },
};
/** Expanding replies that are not loaded yet asks for them and shows a spinner. */
export const RepliesLoading: Story = {
  args: { comment: makeComment({ reply_num: 1 }), repliesLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1 reply' }));
    await expect(args.onLoadReplies).toHaveBeenCalledWith(args.comment);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
/** More replies than loaded: "Show more replies" asks for the next page. */
export const RepliesPaged: Story = {
  args: {
    comment: makeComment({ reply_num: 12 }),
    replies: makeReplies(1, 10),
    hasMoreReplies: true,
    onMoreReplies: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '12 replies' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more replies' }));
    await expect(args.onMoreReplies).toHaveBeenCalledWith(args.comment);
  },
};
/** A reply after the server changed its count (a like replayed after a login): the new count shows. */
export const ServerStateWins: Story = {
  render: function Render(args) {
    const [liked, setLiked] = useState(false);
    return (
      <>
        <Comment {...args} comment={{ ...args.comment, liked: liked ? 1 : 0, like: liked ? 5 : 4 }} />
        <button type="button" onClick={() => setLiked(true)} className="mt-4 underline">
          Server says liked
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Server says liked' }));
    await expect(canvas.getByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true');
  },
};
/** An Arabic comment in the English interface runs right to left on its own. */
export const ArabicComment: Story = {
  args: { comment: makeComment({ content: 'صورة جميلة جداً، أين التقطتها؟' }) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('صورة جميلة جداً، أين التقطتها؟');
    await expect(getComputedStyle(text).direction).toBe('rtl');
  },
};
export const LongText: Story = {
  args: {
    comment: makeComment({
      like: 12_345,
      content:
        'This is one of those comments that goes on for a while, because the person writing it had a lot to say about the composition, the colours, the mood and the story behind the picture.\nAnd a second paragraph, too.',
    }),
  },
};
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { comment: makeComment({ reply_num: 2 }), replies: makeReplies(1, 2) },
};
